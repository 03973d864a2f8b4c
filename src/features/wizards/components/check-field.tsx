import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ChangeEvent } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props<V extends FieldValues> {
  name: Path<V>;
  control: Control<V>;
  label: string;
  /** A switch for a setting, a checkbox for an agreement. */
  kind?: 'switch' | 'checkbox';
}

/** A yes/no field bound to react-hook-form; its error (a `wizards` key) under it. */
export function CheckField<V extends FieldValues>({ name, control, label, kind = 'switch' }: Props<V>) {
  const { t } = useTranslation('wizards');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const input = {
          name: field.name,
          checked: Boolean(field.value),
          onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.checked),
          onBlur: field.onBlur,
          slotProps: { input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } },
        };
        return (
          <div>
            <FormControlLabel
              label={label}
              control={kind === 'switch' ? <Switch {...input} /> : <Checkbox {...input} />}
            />
            {fieldState.error?.message && <FormHelperText error>{t(fieldState.error.message as never)}</FormHelperText>}
          </div>
        );
      }}
    />
  );
}
