import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
  /** Namespace of the i18n keys the zod schema uses as messages. */
  ns?: FlatNamespace;
  /** Turns the field into a select. */
  options?: Array<{ value: string; label: string }>;
};

/** A text (or select) field bound to react-hook-form; its error messages are i18n keys. */
export function FormTextField<T extends FieldValues>({ name, control, ns = 'common', options, ...rest }: Props<T>) {
  const { t } = useTranslation(ns);
  return (
    <Controller
      name={name}
      control={control}
      // The field's ref goes to the input, not the TextField's root, so that a submit with errors can focus it.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...rest}
          {...field}
          inputRef={ref}
          value={field.value ?? ''}
          select={Boolean(options)}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message
              ? t(fieldState.error.message, { defaultValue: fieldState.error.message })
              : rest.helperText
          }
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
