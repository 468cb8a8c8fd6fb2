import { useMediaQuery, useTheme } from '@mui/material';
import { Notification } from 'react-admin';

/**
 * react-admin's notification, placed where it covers no button:
 * - on a phone, raised above the form toolbar that react-admin fixes to the bottom of the screen
 *   there: at its default place a toast ('The form is not valid', 'Content created') covered Cancel
 *   and Save for its four seconds. 72 px is that toolbar's 56 px and a gap;
 * - on a wider screen, at the top: at the bottom's centre it covered Cancel in the dialogs (a
 *   guide's 'Missing Information', a module's save error), whose buttons sit at their bottom right.
 */
export const ConsoleNotification = () => {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? (
    <Notification sx={{ bottom: 72 }} />
  ) : (
    <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
  );
};
