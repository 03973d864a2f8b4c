import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<T>; control: Control<T> };

/** A number bound to react-hook-form as a number (empty is NaN, which the schema names); messages are keys. */
export function NumberField<T extends FieldValues>({ name, control, ...rest }: Props<T>) {
  const { t } = useTranslation('invoices');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          type="number"
          {...rest}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={Number.isNaN(field.value) || field.value === undefined ? '' : field.value}
          onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message as never) : rest.helperText}
        />
      )}
    />
  );
}
