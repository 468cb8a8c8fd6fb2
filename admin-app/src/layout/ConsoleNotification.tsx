import { Notification } from 'react-admin';

/**
 * react-admin's notification, raised on a phone above the form toolbar that react-admin fixes to
 * the bottom of the screen there: at its default place a toast ('The form is not valid', 'Content
 * created') covered Cancel and Save for its four seconds. 72 px is that toolbar's 56 px and a gap.
 */
export const ConsoleNotification = () => <Notification sx={{ bottom: { xs: 72, sm: 24 } }} />;
