import Autocomplete from '@mui/material/Autocomplete';
import Cancel from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@/lib/email';

interface Props {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  autoFocus?: boolean;
}

/** Splits what was typed or pasted into addresses: commas, semicolons and spaces separate them. */
const addressesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * Recipients as chips (issue "E-mail": recipients with validation): Enter, a comma, a space or leaving the field
 * turns the typed text into a recipient; an address `isEmail` refuses shows as an error chip, and the form says so.
 */
export function RecipientsField({ label, value, onChange, error, autoFocus }: Props) {
  const { t } = useTranslation('email');
  const [text, setText] = useState('');
  const commit = (typed: string) => {
    const added = addressesIn(typed).filter((a) => !value.includes(a));
    if (added.length) onChange([...value, ...added]);
    setText('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason === 'reset') return;
        if (/[\s,;]$/.test(next)) commit(next);
        else setText(next);
      }}
      onChange={(_, next) => {
        onChange(next.flatMap(addressesIn).filter((a, i, all) => all.indexOf(a) === i));
        setText('');
      }}
      onBlur={() => text && commit(text)}
      renderValue={(items, getItemProps) =>
        items.map((address, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const valid = isEmail(address);
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              variant={valid ? 'filled' : 'outlined'}
              color={valid ? 'default' : 'error'}
              label={<bdi>{address}</bdi>}
              aria-invalid={!valid || undefined}
              deleteIcon={<Cancel titleAccess={t('compose.removeRecipient', { address })} />}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          variant="standard"
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? t('compose.recipientsHint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', inputMode: 'email' },
          }}
        />
      )}
    />
  );
}
