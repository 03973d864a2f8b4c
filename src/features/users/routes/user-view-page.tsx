import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordQueryView, RecordTabs } from '@/components/record-view';
import { href } from '@/config/paths';
import { usersQueries } from '../api/queries';
import { UserBillingTab } from '../components/user-billing-tab';
import { UserOverviewTab } from '../components/user-overview-tab';
import { UserProfileCard } from '../components/user-profile-card';
import { UserSecurityTab } from '../components/user-security-tab';

const tabs = ['overview', 'security', 'billing'] as const;

export function Component() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const query = useQuery(usersQueries.detail(id));
  return (
    <RecordQueryView
      query={query}
      notFound={{
        title: t('notFound.title'),
        body: t('notFound.body', { id }),
        backTo: href('apps-user-list'),
        backLabel: t('notFound.back'),
      }}
      skeleton={{ side: { blockSize: 640 }, main: { blockSize: 420 } }}
    >
      {(user) => (
        <RecordTabs
          card={<UserProfileCard user={user} />}
          tabs={tabs}
          label={t('view.tabsLabel')}
          labelOf={(k) => t(`view.tabs.${k}`)}
          panel={(tab) => (
            <>
              {tab === 'overview' && <UserOverviewTab user={user} />}
              {tab === 'security' && <UserSecurityTab />}
              {tab === 'billing' && <UserBillingTab user={user} />}
            </>
          )}
        />
      )}
    </RecordQueryView>
  );
}
