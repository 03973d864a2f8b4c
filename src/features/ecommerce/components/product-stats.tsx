import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Paid from '@mui/icons-material/PaidOutlined';
import WarningAmber from '@mui/icons-material/WarningAmberOutlined';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';
import { figuresState, StatCardRow } from '@/components/stat-card';

/** Memoised: the list's search, sort and page changes re-render the page, not these cards (they have no props). */
export const ProductStats = memo(function ProductStats() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.productSummary());
  const { data } = query;
  const total = data?.total ?? 0;
  const inStock = data?.inStock ?? 0;
  const cards = [
    { label: t('stats.products'), value: fmt.number(total), icon: <Inventory />, tone: 'primary' as const },
    { label: t('stats.inStock'), value: fmt.number(inStock), icon: <CheckCircle />, tone: 'success' as const },
    {
      label: t('stats.outOfStock'),
      value: fmt.number(total - inStock),
      icon: <WarningAmber />,
      tone: 'error' as const,
    },
    {
      label: t('stats.stockValue'),
      value: fmt.compactMoney(data?.stockValue ?? 0),
      hint: t('stats.published', { count: data?.published ?? 0 }),
      icon: <Paid />,
      tone: 'info' as const,
    },
  ];
  return <StatCardRow cards={cards} {...figuresState([query])} />;
});
