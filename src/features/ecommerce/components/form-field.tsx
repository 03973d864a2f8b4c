import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  options?: Array<{ value: string; label: string }>;
};

/** A text or select field bound to react-hook-form; zod messages are keys of the ecommerce namespace. */
export function FormField<T extends FieldValues>({ name, control, options, ...rest }: Props<T>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...rest}
          {...field}
          value={field.value ?? ''}
          select={Boolean(options)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : rest.helperText}
        >
          {options?.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
