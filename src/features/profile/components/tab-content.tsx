import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/data-table/table-states';
import type { PageTab } from '../api/page-tabs';
import { profileQueries } from '../api/queries';
import type { ProfileTabData } from '../api/types';
import { CardGrid } from './card-grid';
import { ConnectionCard } from './connection-card';
import { ProfileOverviewTab } from './profile-overview-tab';
import { ProjectCard } from './project-card';
import { TabSkeleton } from './tab-skeleton';
import { TeamCard } from './team-card';

/** One API tab: skeleton while it loads, an error with a retry, then its cards. */
function TabQuery<T extends PageTab>({ tab, children }: { tab: T; children: (data: ProfileTabData[T]) => ReactNode }) {
  const query = useQuery(profileQueries.tab(tab));
  if (query.isError)
    return (
      <Card>
        <ErrorState onRetry={() => void query.refetch()} />
      </Card>
    );
  if (query.isPending) return <TabSkeleton tab={tab} />;
  return children(query.data);
}

export function TabContent({ tab }: { tab: PageTab }) {
  switch (tab) {
    case 'profile':
      return <TabQuery tab="profile">{(sections) => <ProfileOverviewTab sections={sections} />}</TabQuery>;
    case 'teams':
      return (
        <TabQuery tab="teams">
          {(teams) => <CardGrid wide items={teams} keyOf={(t) => t.title} render={(t) => <TeamCard team={t} />} />}
        </TabQuery>
      );
    case 'projects':
      return (
        <TabQuery tab="projects">
          {(projects) => (
            <CardGrid items={projects} keyOf={(p) => p.title} render={(p) => <ProjectCard project={p} />} />
          )}
        </TabQuery>
      );
    case 'connections':
      return (
        <TabQuery tab="connections">
          {(people) => (
            <CardGrid items={people} keyOf={(p) => String(p.id)} render={(p) => <ConnectionCard person={p} />} />
          )}
        </TabQuery>
      );
  }
}
