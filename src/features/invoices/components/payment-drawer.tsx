import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { SideDrawer } from '@/components/side-drawer';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { type PaymentInput, paymentInputSchema } from '../api/invoice-input';
import { useAddPayment } from '../api/mutations';
import { type Invoice, paymentMethods } from '../api/types';
import { NumberField } from './number-field';
import { useInvoiceFormat } from './use-invoice-format';

const today = () => new Date().toISOString().slice(0, 10);

/** Records a payment (docs/api.md, "Invoices"): the balance and the status follow from the API's answer. */
export function PaymentDrawer({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const fmt = useInvoiceFormat();
  const pay = useAddPayment(invoice.id);
  const { control, handleSubmit, reset, setError, formState } = useForm<PaymentInput>({
    resolver: zodResolver(paymentInputSchema),
    values: { amount: invoice.balance, date: today(), method: 'mobileMoney' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (payment) => {
    try {
      await pay.mutateAsync(payment);
      toast(t('payment.saved', { amount: fmt.money(payment.amount, invoice.currency) }), { variant: 'success' });
      close();
    } catch (error) {
      if (showFieldErrors(error, setError) === null) toast(t('payment.failed'), { variant: 'error' });
    }
  });
  return (
    <SideDrawer open={open} onClose={close} title={t('payment.title')} closeLabel={t('payment.close')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, p: 3 }}>
        <Typography variant="body2" color="textSecondary">
          {t('payment.balance', { amount: fmt.money(invoice.balance, invoice.currency) })}
        </Typography>
        <NumberField control={control} name="amount" label={t('fields.amount')} slotProps={{ htmlInput: { min: 1 } }} />
        <FormTextField
          control={control}
          ns="invoices"
          name="date"
          type="date"
          label={t('fields.date')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          ns="invoices"
          name="method"
          label={t('fields.method')}
          options={paymentMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('payment.save')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={close}>
            {t('payment.cancel')}
          </Button>
        </Box>
      </Box>
    </SideDrawer>
  );
}
