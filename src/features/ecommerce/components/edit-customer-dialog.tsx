import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateCustomer } from '../api/mutations';
import type { CustomerDetail } from '../api/types';
import { editCustomerSchema, type EditCustomerValues } from '../api/edit-customer-schema';
import { useCountryOptions } from './use-country-options';

interface Props {
  open: boolean;
  customer: CustomerDetail;
  onClose: () => void;
}

/**
 * Edits a customer through PATCH /api/apps/ecommerce/customers/:customerId; the page then shows what the
 * server kept. Field errors from the API show under the fields; the dialog keeps what was typed on a failure.
 */
export function EditCustomerDialog({ open, customer, onClose }: Props) {
  const { t } = useTranslation('ecommerce');
  const update = useUpdateCustomer(customer.customerId);
  const [failed, setFailed] = useState(false);
  const countries = useCountryOptions().options;
  const { control, handleSubmit, setError, reset } = useForm<EditCustomerValues>({
    resolver: zodResolver(editCustomerSchema),
    values: {
      customer: customer.customer,
      email: customer.email,
      contact: customer.contact,
      countryCode: customer.countryCode as EditCustomerValues['countryCode'],
    },
  });
  const close = () => {
    setFailed(false);
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const saved = await update.mutateAsync(values);
      toast(t('customers.saved', { name: saved.customer }), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, setError, Object.keys(values))) setFailed(true);
    }
  });
  const field = { control, ns: 'ecommerce' } as const;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('customers.editTitle')}
      onSubmit={submit}
      failure={failed ? t('customers.saveFailed') : null}
      cancelLabel={t('form.cancel')}
      submitLabel={t('actions.save')}
      pending={update.isPending}
    >
      <FormTextField {...field} name="customer" label={t('fields.name')} required />
      <FormTextField {...field} name="email" type="email" label={t('fields.email')} required />
      <FormTextField
        {...field}
        name="contact"
        type="tel"
        label={t('fields.contact')}
        required
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextField {...field} name="countryCode" label={t('fields.country')} required options={countries} />
    </FormDialog>
  );
}
