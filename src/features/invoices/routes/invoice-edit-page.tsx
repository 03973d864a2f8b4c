import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { NotFoundCard } from '@/components/not-found-card';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { invoicesQueries } from '../api/queries';
import { InvoiceForm } from '../components/invoice-form';

export function Component() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  // Read fresh: the form starts from what is kept now, not from a list seen a while ago.
  const invoice = useQuery({ ...invoicesQueries.detail(id), staleTime: 0 });
  if (invoice.error instanceof ApiError && invoice.error.status === 404)
    return (
      <NotFoundCard
        title={t('notFound.title')}
        body={t('notFound.body')}
        backTo={href('apps-invoice-list')}
        backLabel={t('notFound.back')}
      />
    );
  if (invoice.isError)
    return (
      <Card>
        <ErrorState onRetry={() => void invoice.refetch()} />
      </Card>
    );
  if (invoice.isPending) return <Skeleton variant="rounded" height={640} aria-busy />;
  const { client, issuedDate, dueDate, items, discount, taxRate, notes } = invoice.data;
  return (
    <>
      <PageTitle title={t('titles.edit')} subtitle={invoice.data.number} />
      <InvoiceForm
        key={invoice.data.id}
        invoiceId={invoice.data.id}
        client={{ customer: client.name, customerId: client.customerId, email: client.email }}
        defaultValues={{ customerId: client.customerId, issuedDate, dueDate, items, discount, taxRate, notes }}
      />
    </>
  );
}
