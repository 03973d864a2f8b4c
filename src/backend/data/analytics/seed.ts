import { personName, seededFaker } from '@/mocks/sample';
import { projectLogos, type AnalyticsProject } from '@/features/analytics/api/types';
import { projectNames, projectTypeLabels } from './project-texts';

export function seedAnalyticsProjects(): AnalyticsProject[] {
  const f = seededFaker(401);
  return projectNames.map(({ en: name }, i) => {
    const logo = projectLogos[f.number.int({ min: 0, max: projectLogos.length - 1 })]!;
    const teamSize = f.number.int({ min: 2, max: 7 });
    const shown = Math.min(teamSize, 3);
    const project: AnalyticsProject = {
      id: i + 1,
      logo,
      name,
      project: projectTypeLabels[logo].en,
      leader: personName(f),
      progress: f.number.int({ min: 5, max: 100 }),
      hours: `${f.number.int({ min: 1, max: 320 })}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}`,
      team: Array.from({ length: shown }, () => ({ name: personName(f), avatar: null })),
    };
    if (teamSize > shown) project.extraMembers = teamSize - shown;
    return project;
  });
}
