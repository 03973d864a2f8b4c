import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceInput } from '../api/invoice-input';
import { type ClientOption, invoicesQueries } from '../api/queries';

/** The client, searched among the e-commerce customers as the user types; the form keeps its `customerId`. */
export function ClientPicker({ control, initial }: { control: Control<InvoiceInput>; initial?: ClientOption }) {
  const { t } = useTranslation('invoices');
  const [text, setText] = useState('');
  const q = useDeferredValue(text);
  const [picked, setPicked] = useState<ClientOption | null>(initial ?? null);
  const found = useQuery({
    ...invoicesQueries.clients(picked && text === picked.customer ? '' : q),
    placeholderData: keepPreviousData,
  });
  const options = found.data?.customers ?? [];
  return (
    <Controller
      name="customerId"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={picked && !options.some((o) => o.customerId === picked.customerId) ? [picked, ...options] : options}
          value={picked}
          loading={found.isFetching}
          noOptionsText={t('form.noClients')}
          getOptionLabel={(o) => o.customer}
          getOptionKey={(o) => o.customerId}
          isOptionEqualToValue={(a, b) => a.customerId === b.customerId}
          filterOptions={(o) => o}
          onInputChange={(_, value) => setText(value)}
          onChange={(_, option) => {
            setPicked(option);
            field.onChange(option ? option.customerId : Number.NaN);
          }}
          onBlur={field.onBlur}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              <bdi>{o.customer}</bdi>&nbsp;·&nbsp;<bdi>{o.email}</bdi>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('fields.client')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? t(fieldState.error.message as never) : undefined}
            />
          )}
        />
      )}
    />
  );
}
