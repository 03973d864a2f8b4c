import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Paid from '@mui/icons-material/PaidOutlined';
import WarningAmber from '@mui/icons-material/WarningAmberOutlined';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';
import { StatCardRow } from '@/components/stat-card';

/** Memoised: the list's search, sort and page changes re-render the page, not these cards (they have no props). */
export const ProductStats = memo(function ProductStats() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const { data, isPending } = useQuery(ecommerceQueries.products({ itemsPerPage: 100 }));
  const products = data?.products ?? [];
  const inStock = products.filter((p) => p.stock).length;
  const value = products.reduce((sum, p) => sum + parseMoney(p.price) * p.qty, 0);
  const published = products.filter((p) => p.status === 'Published').length;
  const cards = [
    { label: t('stats.products'), value: fmt.number(data?.total ?? 0), icon: <Inventory />, tone: 'primary' as const },
    { label: t('stats.inStock'), value: fmt.number(inStock), icon: <CheckCircle />, tone: 'success' as const },
    {
      label: t('stats.outOfStock'),
      value: fmt.number(products.length - inStock),
      icon: <WarningAmber />,
      tone: 'error' as const,
    },
    {
      label: t('stats.stockValue'),
      value: fmt.compactMoney(value),
      hint: t('stats.published', { count: published }),
      icon: <Paid />,
      tone: 'info' as const,
    },
  ];
  return <StatCardRow cards={cards} loading={isPending} />;
});
