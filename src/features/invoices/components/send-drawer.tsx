import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { SideDrawer } from '@/components/side-drawer';
import { brand } from '@/config/brand';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { type InvoiceSendInput, invoiceSendSchema } from '../api/invoice-input';
import { useSendInvoice } from '../api/mutations';
import type { Invoice } from '../api/types';
import { useInvoiceFormat } from './use-invoice-format';

/**
 * Sends the invoice to the client (docs/api.md, "Invoices"): the message is prefilled in the reader's language
 * and stays as typed when the API refuses it.
 */
export function SendDrawer({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const fmt = useInvoiceFormat();
  const send = useSendInvoice(invoice.id);
  const facts = {
    number: invoice.number,
    company: brand.legalName,
    client: invoice.client.name,
    amount: fmt.money(invoice.balance, invoice.currency),
    date: fmt.day(invoice.dueDate),
  };
  const { control, handleSubmit, reset, setError, formState } = useForm<InvoiceSendInput>({
    resolver: zodResolver(invoiceSendSchema),
    values: { to: invoice.client.email, subject: t('send.subject', facts), message: t('send.message', facts) },
    resetOptions: { keepDirtyValues: true },
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (message) => {
    try {
      const { mailed } = await send.mutateAsync(message);
      toast(t(mailed ? 'send.mailed' : 'send.recorded', { number: invoice.number, to: message.to }), {
        variant: 'success',
      });
      close();
    } catch (error) {
      if (showFieldErrors(error, setError) === null) toast(t('send.failed'), { variant: 'error' });
    }
  });
  return (
    <SideDrawer open={open} onClose={close} title={t('send.title')} closeLabel={t('send.close')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, p: 3 }}>
        <FormTextField control={control} ns="invoices" name="to" type="email" label={t('fields.to')} />
        <FormTextField control={control} ns="invoices" name="subject" label={t('fields.subject')} />
        <FormTextField
          control={control}
          ns="invoices"
          name="message"
          label={t('fields.message')}
          multiline
          minRows={8}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('send.submit')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={close}>
            {t('send.cancel')}
          </Button>
        </Box>
      </Box>
    </SideDrawer>
  );
}
