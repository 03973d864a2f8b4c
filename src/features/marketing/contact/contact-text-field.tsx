import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type Control, useController } from 'react-hook-form';
import type { ContactFormValues } from './contact-schema';

interface Props {
  control: Control<ContactFormValues>;
  name: Exclude<keyof ContactFormValues, 'recaptchaResponse'>;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

/** Outlined input with label and error text; lighter than TextField, which pulls in Select. */
export function ContactTextField({ control, name, label, type = 'text', autoComplete, multiline = false }: Props) {
  const { field, fieldState } = useController({ control, name });
  const id = `contact-${name}`;
  const error = fieldState.error?.message;
  return (
    <FormControl fullWidth error={Boolean(error)} required>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        inputRef={field.ref}
        id={id}
        type={type}
        label={`${label} *`}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={multiline ? 5 : undefined}
        slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
