import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { ALL_MODULES } from '@zen/contracts';
import { modulesOf, toChoices } from './choices.ts';

type ModuleInputProps = Omit<SelectInputProps, 'choices' | 'source'> & {
  source: string;
  /** In the form a module means nothing without its application; a filter may span them all. */
  requireApplication?: boolean;
};

/**
 * Offers the modules of the application chosen beside it (in the form or the list filters), and
 * clears a module the newly chosen application does not have, so an impossible pair is never sent.
 */
export const ModuleInput = ({ requireApplication = false, helperText, ...props }: ModuleInputProps) => {
  const application: unknown = useWatch({ name: 'application' });
  const { getValues, setValue } = useFormContext();
  const modules = modulesOf(application);
  const choices = useMemo(() => toChoices(modules ?? ALL_MODULES), [modules]);
  const { source } = props;

  useEffect(() => {
    const current: unknown = getValues(source);
    if (modules && typeof current === 'string' && current !== '' && !modules.includes(current)) {
      setValue(source, '', { shouldDirty: true });
    }
  }, [modules, source, getValues, setValue]);

  const waiting = requireApplication && !modules;
  return (
    <SelectInput
      {...props}
      choices={choices}
      disabled={waiting || props.disabled}
      helperText={waiting ? 'Choose an application first' : helperText}
    />
  );
};
