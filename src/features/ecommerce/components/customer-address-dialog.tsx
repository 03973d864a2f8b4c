import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveAddress } from '../api/customer-book-mutations';
import { addressLabels, type CustomerAddress } from '../api/customer-address';
import type { CustomerDetail } from '../api/types';
import { addressSchema, type AddressValues } from '../api/customer-address-schema';
import { useCountryOptions } from './use-country-options';

interface Props {
  customer: CustomerDetail;
  /** The address to edit; none to add one. */
  address?: CustomerAddress;
  /** Whether the book has no address yet: the first one is the default of both kinds. */
  first: boolean;
  onClose: () => void;
}

const valuesOf = (customer: CustomerDetail, address: CustomerAddress | undefined, first: boolean): AddressValues =>
  address
    ? {
        ...{ label: address.label, recipient: address.recipient, line1: address.line1, line2: address.line2 },
        ...{ city: address.city, postalCode: address.postalCode, phone: address.phone },
        countryCode: address.countryCode as AddressValues['countryCode'],
        ...{ defaultShipping: address.defaultShipping, defaultBilling: address.defaultBilling },
      }
    : {
        ...{ label: 'home', recipient: customer.customer, line1: '', line2: '', city: '', postalCode: '' },
        countryCode: customer.countryCode as AddressValues['countryCode'],
        ...{ phone: customer.contact, defaultShipping: first, defaultBilling: first },
      };

/**
 * Adds an address (POST …/addresses) or edits one (PATCH …/addresses/:addressId). A 400 shows under its fields;
 * the dialog keeps what was typed on any failure. Mounted while open, so each opening starts from its address.
 */
export function CustomerAddressDialog({ customer, address, first, onClose }: Props) {
  const { t } = useTranslation('ecommerce');
  const save = useSaveAddress(customer.customerId);
  const [failed, setFailed] = useState(false);
  const countries = useCountryOptions().options;
  const { control, handleSubmit, setError } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: valuesOf(customer, address, first),
  });
  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await save.mutateAsync({ id: address?.id, values });
      toast(t('customers.addressSaved'), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, setError, Object.keys(values))) setFailed(true);
    }
  });
  const field = { control, ns: 'ecommerce' } as const;
  const label = (name: keyof AddressValues) => t(`customers.addressFields.${name}` as 'customers.addressFields.city');
  const half = { xs: 12, sm: 6 };
  // Typed text takes its own direction: a Latin street in an Arabic page keeps its punctuation in place.
  const typed = { slotProps: { htmlInput: { dir: 'auto' } } };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={address ? t('customers.addressTitleEdit') : t('customers.addressTitleNew')}
      onSubmit={submit}
      failure={failed ? t('customers.addressSaveFailed') : null}
      cancelLabel={t('form.cancel')}
      submitLabel={t('actions.save')}
      pending={save.isPending}
    >
      <Grid container spacing={2.5}>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="label"
            label={label('label')}
            required
            options={addressLabels.map((value) => ({ value, label: t(`customers.addressLabels.${value}`) }))}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="recipient"
            label={label('recipient')}
            required
            autoComplete="name"
            {...typed}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            {...field}
            name="line1"
            label={label('line1')}
            required
            autoComplete="address-line1"
            {...typed}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField {...field} name="line2" label={label('line2')} autoComplete="address-line2" {...typed} />
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="city"
            label={label('city')}
            required
            autoComplete="address-level2"
            {...typed}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="postalCode"
            label={label('postalCode')}
            autoComplete="postal-code"
            {...typed}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField {...field} name="countryCode" label={label('countryCode')} required options={countries} />
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="phone"
            type="tel"
            label={label('phone')}
            required
            autoComplete="tel"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormGroup>
            {(['defaultShipping', 'defaultBilling'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field: { value, onChange, ref } }) => (
                  <FormControlLabel
                    // A default moves only when another address takes it (docs/api.md).
                    disabled={address?.[name] === true}
                    control={
                      <Checkbox
                        checked={value}
                        slotProps={{ input: { ref } }}
                        onChange={(e) => onChange(e.target.checked)}
                      />
                    }
                    label={t(
                      name === 'defaultShipping' ? 'customers.makeDefaultShipping' : 'customers.makeDefaultBilling',
                    )}
                  />
                )}
              />
            ))}
          </FormGroup>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
