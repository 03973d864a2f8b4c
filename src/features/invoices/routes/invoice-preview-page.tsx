import EditOutlined from '@mui/icons-material/EditOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import Send from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/paths';
import { invoicesQueries } from '../api/queries';
import type { Invoice } from '../api/types';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceQueryView } from '../components/invoice-query-view';
import { InvoicePrintStyle } from '../components/invoice-print-style';
import { PaymentDrawer } from '../components/payment-drawer';
import { SendDrawer } from '../components/send-drawer';

/** The invoice as a document, its print sheet, and what can be done with it. */
export function Component() {
  const { id = '' } = useParams();
  const invoice = useQuery(invoicesQueries.detail(id));
  return <InvoiceQueryView query={invoice}>{(data) => <Preview invoice={data} />}</InvoiceQueryView>;
}

function Preview({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null);
  const close = () => setDrawer(null);
  return (
    <>
      <InvoicePrintStyle />
      <PageTitle title={t('titles.preview')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card>
            <InvoiceDocument invoice={invoice} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
              <Button variant="contained" startIcon={<Send />} onClick={() => setDrawer('send')}>
                {t('preview.send')}
              </Button>
              <Button variant="outlined" color="secondary" startIcon={<Print />} onClick={() => window.print()}>
                {t('preview.print')}
              </Button>
              <Button
                variant="contained"
                color="success"
                startIcon={<Payments />}
                disabled={invoice.balance === 0}
                onClick={() => setDrawer('payment')}
              >
                {t('preview.addPayment')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                component={Link}
                to={href('apps-invoice-edit', { id: String(invoice.id) })}
              >
                {t('preview.edit')}
              </Button>
              <Button variant="text" color="secondary" component={Link} to={href('apps-invoice-list')}>
                {t('preview.back')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <SendDrawer invoice={invoice} open={drawer === 'send'} onClose={close} />
      <PaymentDrawer invoice={invoice} open={drawer === 'payment'} onClose={close} />
    </>
  );
}
