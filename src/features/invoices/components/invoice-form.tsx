import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { href } from '@/config/paths';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { type InvoiceInput, invoiceInputSchema } from '../api/invoice-input';
import { useSaveInvoice } from '../api/mutations';
import type { ClientOption } from '../api/queries';
import { ClientPicker } from './client-picker';
import { InvoiceLines } from './invoice-lines';
import { InvoiceTotals } from './invoice-totals';
import { LeaveGuard } from './leave-guard';
import { NumberField } from './number-field';

interface Props {
  defaultValues: InvoiceInput;
  /** The invoice being edited; a new one otherwise. */
  invoiceId?: number;
  client?: ClientOption;
}

/** The add and edit form (`invoiceInputSchema`, shared with the API); saving opens the preview. */
export function InvoiceForm({ defaultValues, invoiceId, client }: Props) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const save = useSaveInvoice(invoiceId);
  // Set once saved: the next render stops guarding, then the preview opens.
  const [savedId, setSavedId] = useState<number>();
  const { control, handleSubmit, setError, formState } = useForm<InvoiceInput>({
    resolver: zodResolver(invoiceInputSchema),
    defaultValues,
  });
  useEffect(() => {
    if (savedId !== undefined) void navigate(href('apps-invoice-preview', { id: String(savedId) }));
  }, [savedId, navigate]);
  const submit = handleSubmit(async (values) => {
    try {
      const invoice = await save.mutateAsync(values);
      setSavedId(invoice.id);
      toast(t(invoiceId === undefined ? 'form.created' : 'form.updated', { number: invoice.number }), {
        variant: 'success',
      });
    } catch (error) {
      if (showFieldErrors(error, setError) === null) toast(t('form.failed'), { variant: 'error' });
    }
  });
  return (
    <Card
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t(invoiceId === undefined ? 'titles.add' : 'titles.edit')}
    >
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ClientPicker control={control} initial={client} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormTextField
              control={control}
              ns="invoices"
              name="issuedDate"
              type="date"
              label={t('fields.issuedDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormTextField
              control={control}
              ns="invoices"
              name="dueDate"
              type="date"
              label={t('fields.dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
        <Divider />
        <InvoiceLines control={control} />
        <Divider />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <NumberField
                control={control}
                name="discount"
                label={t('fields.discount')}
                slotProps={{ htmlInput: { min: 0 } }}
              />
              <NumberField
                control={control}
                name="taxRate"
                label={t('fields.taxRate')}
                slotProps={{ htmlInput: { min: 0, max: 100 } }}
              />
            </Box>
            <FormTextField
              control={control}
              ns="invoices"
              name="notes"
              label={t('fields.notes')}
              multiline
              minRows={3}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <InvoiceTotals control={control} />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('form.save')}
          </Button>
          <Button variant="outlined" color="secondary" component={Link} to={href('apps-invoice-list')}>
            {t('form.cancel')}
          </Button>
        </Box>
      </CardContent>
      <LeaveGuard dirty={formState.isDirty && savedId === undefined} />
    </Card>
  );
}
