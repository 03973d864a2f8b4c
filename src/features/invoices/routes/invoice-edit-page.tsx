import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { invoicesQueries } from '../api/queries';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceQueryView } from '../components/invoice-query-view';

export function Component() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  // Read fresh: the form starts from what is kept now, not from a list seen a while ago.
  const invoice = useQuery({ ...invoicesQueries.detail(id), staleTime: 0 });
  return (
    <InvoiceQueryView query={invoice}>
      {({ id: invoiceId, number, client, issuedDate, dueDate, items, discount, taxRate, notes }) => (
        <>
          <PageTitle title={t('titles.edit')} subtitle={number} />
          <InvoiceForm
            key={invoiceId}
            invoiceId={invoiceId}
            client={{ customer: client.name, customerId: client.customerId, email: client.email }}
            defaultValues={{ customerId: client.customerId, issuedDate, dueDate, items, discount, taxRate, notes }}
          />
        </>
      )}
    </InvoiceQueryView>
  );
}
