import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import type { InvoiceInput } from '../api/invoice-input';
import { InvoiceForm } from '../components/invoice-form';
import { emptyLine } from '../components/invoice-lines';

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A new invoice: issued today, due in 30 days, VAT at Gabon's 18 %. */
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
  const [defaults] = useState(newInvoice);
  return (
    <>
      <PageTitle title={t('titles.add')} />
      <InvoiceForm defaultValues={defaults} />
    </>
  );
}
