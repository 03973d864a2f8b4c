import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ProjectsOverview } from '../components/projects-overview';
import { ProjectsTable } from '../components/projects-table';
import { DashboardWidgets } from '../components/widgets/dashboard-widgets';

/** The analytics dashboard: the widgets' call, then the projects' own (summary and table). */
export function Component() {
  const { t } = useTranslation('analytics');
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <DashboardWidgets>
        <ProjectsOverview />
      </DashboardWidgets>
      <ProjectsTable />
    </>
  );
}
