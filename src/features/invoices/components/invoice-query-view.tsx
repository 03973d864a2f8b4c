import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordQueryView } from '@/components/record-view';
import { href } from '@/config/paths';
import type { Invoice } from '../api/types';

/** One invoice's screen (preview, edit): the 404 card for an unknown id, an error with a retry, then the invoice. */
export function InvoiceQueryView({
  query,
  children,
}: {
  query: UseQueryResult<Invoice>;
  children: (invoice: Invoice) => ReactNode;
}) {
  const { t } = useTranslation('invoices');
  return (
    <RecordQueryView
      query={query}
      notFound={{
        title: t('notFound.title'),
        body: t('notFound.body'),
        backTo: href('apps-invoice-list'),
        backLabel: t('notFound.back'),
      }}
      placeholder={<Skeleton variant="rounded" height={640} aria-busy />}
    >
      {children}
    </RecordQueryView>
  );
}
