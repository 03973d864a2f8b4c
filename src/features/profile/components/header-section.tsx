import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { profileQueries } from '../api/queries';
import { ProfileHeader } from './profile-header';

export function HeaderSection() {
  const { t } = useTranslation('profile');
  const query = useQuery(profileQueries.header());
  if (query.isError)
    return (
      <Card sx={{ mb: 3 }}>
        <ErrorState title={t('header.error')} onRetry={() => void query.refetch()} />
      </Card>
    );
  if (query.isPending)
    return (
      <Skeleton
        variant="rounded"
        role="status"
        aria-label={t('header.loading')}
        sx={{ mb: 3, blockSize: { xs: 384, md: 330 } }}
      />
    );
  return <ProfileHeader header={query.data} />;
}
