import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import type { InvoiceInput } from '../api/invoice-input';
import { invoicesQueries } from '../api/queries';
import type { Invoice } from '../api/types';
import { InvoiceForm } from '../components/invoice-form';
import { emptyLine } from '../components/invoice-lines';

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A new invoice: issued today, due in 30 days, VAT at Gabon's 18 %; a duplicate takes the lines of `from`. */
function newInvoice(): InvoiceInput {
  const now = Date.now();
  return {
    customerId: Number.NaN,
    issuedDate: isoDay(now),
    dueDate: isoDay(now + 30 * day),
    items: [{ ...emptyLine }],
    discount: 0,
    taxRate: 18,
    notes: '',
  };
}

export function Component() {
  const { t } = useTranslation('invoices');
  const from = useSearchParams()[0].get('from');
  const source = useQuery({ ...invoicesQueries.detail(from ?? ''), enabled: Boolean(from) });
  return (
    <>
      <PageTitle title={t('titles.add')} />
      {from && source.isPending ? (
        <Skeleton variant="rounded" height={480} aria-busy />
      ) : (
        <NewInvoice source={source.data} />
      )}
    </>
  );
}

function NewInvoice({ source }: { source: Invoice | undefined }) {
  const [defaults] = useState(() => {
    const fresh = newInvoice();
    if (!source) return fresh;
    const { client, items, discount, taxRate, notes } = source;
    return { ...fresh, customerId: client.customerId, items, discount, taxRate, notes };
  });
  const client = source && {
    customer: source.client.name,
    customerId: source.client.customerId,
    email: source.client.email,
  };
  return <InvoiceForm defaultValues={defaults} client={client} />;
}
