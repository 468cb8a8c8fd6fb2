import { SaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * A SaveButton that an untouched form may press too, so that it shows what the form needs, but
 * not while the form is being saved. react-admin's `alwaysEnable` keeps the button enabled through
 * the save as well, and a double click sent the form twice: two items made instead of one.
 */
export function AlwaysOfferedSaveButton(props: Omit<SaveButtonProps, 'alwaysEnable'>) {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  return <SaveButton {...props} alwaysEnable={!isSubmitting && !saving} />;
}
