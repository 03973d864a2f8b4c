import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import { useFormatters } from '@/lib/use-formatters';
import type { Referral } from '../api/types';
import { PersonCell } from './person-cell';
import { statusChip } from './status-chip';

export function useReferralColumns(): DataTableColumn<Referral>[] {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return [
    {
      id: 'users',
      header: t('fields.user'),
      sortKey: 'users',
      csv: (r) => r.user,
      render: (r) => <PersonCell name={r.user} detail={r.email} />,
    },
    {
      id: 'referred-id',
      header: t('fields.referredId'),
      sortKey: 'referred-id',
      csv: (r) => String(r.referredId),
      render: (r) => r.referredId,
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (r) => t(`status.referral.${r.status}`),
      render: (r) => statusChip(t, 'referral', r.status),
    },
    {
      id: 'value',
      header: t('fields.value'),
      sortKey: 'value',
      align: 'right',
      csv: (r) => fmt.money(r.value),
      render: (r) => fmt.money(r.value),
    },
    {
      id: 'earning',
      header: t('fields.earning'),
      sortKey: 'earning',
      align: 'right',
      csv: (r) => fmt.money(r.earning),
      render: (r) => fmt.money(r.earning),
    },
  ];
}
