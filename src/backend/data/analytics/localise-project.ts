import { byWording, inLanguage } from '@/mocks/texts-by-wording';
import type { ApiLanguage } from '@/mocks/utils';
import type { AnalyticsProject } from '@/features/analytics/api/types';
import { projectNames, projectTypeLabels } from './project-texts';

const names = byWording(projectNames);
const types = byWording(Object.values(projectTypeLabels));

/** A project row in the reader's language: its name and type label; leaders and team stay as they are. */
export const localiseProject = (project: AnalyticsProject, language: ApiLanguage): AnalyticsProject => ({
  ...project,
  name: inLanguage(names, project.name, language),
  project: inLanguage(types, project.project, language),
});
