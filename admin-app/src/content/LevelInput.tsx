import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useRecordContext, type SelectInputProps } from 'react-admin';
import type { ContentItem } from '@zen/contracts';
import { levelChoicesFor, levelMismatch, levelsOf } from './choices.ts';

type LevelInputProps = Omit<SelectInputProps, 'choices' | 'source'> & { source: string };

/**
 * Offers the levels of the application chosen beside it (spec §6 "Roles per application"), as
 * ModuleInput offers its modules, and clears a level the newly chosen application does not have.
 *
 * An item stored with a level its application does not have is not cleared on opening: it shows
 * that level, flagged, with the reason in red below, and cannot be saved until a level of its
 * application is chosen (validateLevel), so nothing changes without the admin seeing it.
 */
export const LevelInput = ({ helperText, ...props }: LevelInputProps) => {
  const { source } = props;
  const application: unknown = useWatch({ name: 'application' });
  const level: unknown = useWatch({ name: source });
  const { getValues, setValue } = useFormContext();
  const record = useRecordContext<ContentItem>();
  const levels = levelsOf(application);
  const choices = useMemo(() => levelChoicesFor(application, level), [application, level]);
  const mismatch = levelMismatch(application, level);

  // On a change of application only: the pair an item was stored with is left for the admin to see.
  useEffect(() => {
    const current: unknown = getValues(source);
    const stored = record !== undefined && record.application === application && record.level === current;
    if (levelMismatch(application, current) && !stored) {
      setValue(source, '', { shouldDirty: true });
    }
  }, [application, record, source, getValues, setValue]);

  const waiting = !levels;
  return (
    <SelectInput
      {...props}
      choices={choices}
      disabled={waiting || props.disabled}
      // Red from the start, not only once the form is submitted (the error state stays react-admin's
      // own otherwise, so a missing level still turns red on submit).
      {...(mismatch ? { error: true } : {})}
      helperText={waiting ? 'Choose an application first' : (mismatch ?? helperText)}
    />
  );
};
