import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import { StarRating } from '@/components/star-rating';
import { useFormatters } from '@/lib/use-formatters';
import type { Review } from '../api/types';
import { PersonCell } from './person-cell';
import { statusChip } from './status-chip';

export function useReviewColumns(): DataTableColumn<Review>[] {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return [
    {
      id: 'product',
      header: t('fields.product'),
      sortKey: 'product',
      csv: (r) => r.product,
      render: (r) => (
        <Box sx={{ minInlineSize: 160 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'match-parent' }} dir="auto">
            {r.product}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {r.companyName}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'reviewer',
      header: t('fields.reviewer'),
      sortKey: 'reviewer',
      csv: (r) => r.reviewer,
      render: (r) => <PersonCell name={r.reviewer} detail={r.email} />,
    },
    {
      id: 'review',
      header: t('fields.review'),
      csv: (r) => `${t('reviews.stars', { count: r.review })} — ${r.head} — ${r.para}`,
      render: (r) => (
        <Box sx={{ minInlineSize: 240, maxInlineSize: 360 }}>
          <StarRating value={r.review} size="small" label={t('reviews.stars', { count: r.review })} />
          {/* A text may open on a model name in another script ("iPhone"): dir="auto" keeps its punctuation in place. */}
          <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'match-parent' }} dir="auto">
            {r.head}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'match-parent' }} dir="auto">
            {r.para}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      csv: (r) => fmt.date(r.date),
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{fmt.date(r.date)}</Box>,
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (r) => t(`status.review.${r.status}`),
      render: (r) => statusChip(t, 'review', r.status),
    },
  ];
}
