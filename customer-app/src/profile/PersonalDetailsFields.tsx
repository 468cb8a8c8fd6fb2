import { Box, TextField } from '@mui/material';
import { BIRTHDAY_MAX_LENGTH, formatBirthdayInput } from '@zen/contracts';
import type { PersonalDetailField, PersonalDetailsErrors, PersonalDetailsValues } from './personalDetails.ts';

const FIELDS: {
  name: PersonalDetailField;
  label: string;
  autoComplete: string;
  required?: boolean;
  type?: string;
  hint?: string;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true, hint: 'Required' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true, hint: 'Required' },
  { name: 'mobile', label: 'Mobile', autoComplete: 'tel', type: 'tel' },
  { name: 'birthday', label: 'Birthday', autoComplete: 'off', hint: 'DD-MM, for example 25-12' },
  { name: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
];

/**
 * The five editable profile fields (spec §2): first and last name required, birthday kept to
 * digits and a dash, with the dash inserted after two digits (at most five characters).
 */
export function PersonalDetailsFields({
  values,
  errors,
  onChange,
  disabled = false,
}: {
  values: PersonalDetailsValues;
  errors: PersonalDetailsErrors;
  onChange: (values: PersonalDetailsValues) => void;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {FIELDS.map(({ name, label, autoComplete, required, type, hint }) => {
        const error = errors[name];
        const isBirthday = name === 'birthday';
        return (
          <TextField
            key={name}
            name={name}
            label={label}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            required={required}
            disabled={disabled}
            fullWidth
            value={values[name]}
            onChange={(event) =>
              onChange({
                ...values,
                [name]: isBirthday
                  ? formatBirthdayInput(event.target.value, values[name])
                  : event.target.value,
              })
            }
            error={error !== undefined}
            helperText={error || hint}
            placeholder={isBirthday ? 'DD-MM' : undefined}
            slotProps={{
              // Required is announced by the input and said in the hint; the label stays exactly the name.
              inputLabel: { required: false },
              htmlInput: isBirthday ? { maxLength: BIRTHDAY_MAX_LENGTH, inputMode: 'numeric' } : undefined,
            }}
          />
        );
      })}
    </Box>
  );
}
