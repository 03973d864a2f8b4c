import PublishedWithChanges from '@mui/icons-material/PublishedWithChanges';
import Unpublished from '@mui/icons-material/UnpublishedOutlined';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSetStatus } from '../api/mutations';
import type { Review, ReviewStatus } from '../api/types';

/** Publishes a pending review, or sets a published one back to pending (PATCH /api/apps/ecommerce/reviews/:id). */
export function ReviewPublishButton({ review }: { review: Review }) {
  const { t } = useTranslation('ecommerce');
  const setStatus = useSetStatus<ReviewStatus>('reviews');
  const publish = review.status !== 'Published';
  const label = t(publish ? 'reviews.publish' : 'reviews.unpublish', { reviewer: review.reviewer });
  const toggle = () =>
    setStatus.mutate(
      { id: review.id, status: publish ? 'Published' : 'Pending' },
      {
        onSuccess: () => toast(t(publish ? 'reviews.published' : 'reviews.unpublished'), { variant: 'success' }),
        onError: () => toast(t('updateFailed'), { variant: 'error' }),
      },
    );
  return (
    <Hint title={label}>
      <IconButton size="small" aria-label={label} onClick={toggle} disabled={setStatus.isPending}>
        {publish ? <PublishedWithChanges fontSize="small" /> : <Unpublished fontSize="small" />}
      </IconButton>
    </Hint>
  );
}
