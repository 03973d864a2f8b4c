import Groups from '@mui/icons-material/GroupsOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import MoneyOff from '@mui/icons-material/MoneyOffOutlined';
import { useTranslation } from 'react-i18next';
import { StatCardRow } from '@/components/stat-card';
import type { InvoiceStats as Stats } from '../api/types';
import { useInvoiceFormat } from './use-invoice-format';

/** The cards above the list: every invoice, whatever the filters (docs/api.md, "Invoices"). */
export function InvoiceStats({ stats, onRetry }: { stats: Stats | undefined; onRetry?: () => void }) {
  const { t } = useTranslation('invoices');
  const fmt = useInvoiceFormat();
  // The card shows the short figure, the hint (which may wrap) the amount in full with its currency.
  const amount = (value = 0) => ({ value: fmt.compactNumber(value), hint: fmt.money(value) });
  const cards = [
    { label: t('stats.clients'), value: fmt.number(stats?.clients ?? 0), icon: <Groups />, tone: 'primary' as const },
    {
      label: t('stats.invoices'),
      value: fmt.number(stats?.invoices ?? 0),
      icon: <ReceiptLong />,
      tone: 'info' as const,
    },
    { label: t('stats.paid'), ...amount(stats?.paid), icon: <PaidOutlined />, tone: 'success' as const },
    { label: t('stats.unpaid'), ...amount(stats?.unpaid), icon: <MoneyOff />, tone: 'error' as const },
  ];
  return <StatCardRow cards={cards} loading={!stats && !onRetry} onRetry={onRetry} />;
}
