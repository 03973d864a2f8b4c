import { dateBetween, formatUsDate, personName, seededFaker } from '@/mocks/sample';
import {
  chipColors,
  projectChipColors,
  type ProfileConnection,
  type ProfileProject,
  type ProfileTeam,
} from '@/features/profile/api/types';

const teamNames: Array<[string, string, string[]]> = [
  ['React Developers', 'code', ['React', 'MUI']],
  ['Power BI Analysts', 'analytics', ['Power BI', 'DAX']],
  ['Dynamics 365 Consultants', 'devices', ['CRM', 'Sales']],
  ['Cloud & Network', 'cloud', ['Azure', 'Network']],
  ['UI/UX Designers', 'palette', ['Figma', 'Research']],
  ['Trainers', 'school', ['Excel', 'MS Project']],
];

const projects: Array<[string, string, string]> = [
  ['Cocoa Traceability', 'Ministère de l’Agriculture', 'Track cocoa lots from farm to port with QR codes.'],
  ['Fleet Rental App', 'Ogooué Rentals', 'Book, track and invoice rental vehicles.'],
  ['Mobile Money Reconciler', 'Banque Équatoriale', 'Match mobile-money payments with invoices every night.'],
  ['Sales Dashboard', 'Douala Agro SA', 'Power BI reports for 40 sales agents.'],
  ['School Fees Portal', 'Lycée Léon Mba', 'Parents pay and follow school fees online.'],
  ['Clinic Appointments', 'Clinique El Rapha', 'Online booking and reminders by text message.'],
];

const designations = [
  'Backend Developer',
  'UI Designer',
  'Data Analyst',
  'Project Manager',
  'CRM Consultant',
  'Trainer',
];

function group(f: ReturnType<typeof seededFaker>, size: number) {
  return Array.from({ length: size }, () => ({ name: personName(f), avatar: null }));
}

export function seedProfileTeams(): ProfileTeam[] {
  const f = seededFaker(601);
  return teamNames.map(([title, avatar, tags], i) => ({
    title,
    avatar,
    avatarGroup: group(f, 3),
    extraMembers: f.number.int({ min: 0, max: 40 }),
    description: f.helpers.arrayElement([
      'We build and maintain the client applications, from the first sprint to production support.',
      'We turn raw exports into dashboards that managers read every morning.',
      'We run workshops and on-site training for client teams in Libreville and Douala.',
    ]),
    chips: tags.map((t, j) => ({ title: t, color: chipColors[(i + j) % chipColors.length]! })),
  }));
}

export function seedProfileProjects(): ProfileProject[] {
  const f = seededFaker(602);
  return projects.map(([title, client, description], i) => {
    const totalTask = f.number.int({ min: 40, max: 400 });
    const completedTask = f.number.int({ min: 0, max: totalTask });
    const budget = f.number.int({ min: 8, max: 60 });
    return {
      title,
      client,
      description,
      daysLeft: f.number.int({ min: 2, max: 90 }),
      comments: f.number.int({ min: 0, max: 120 }),
      totalTask,
      completedTask,
      tasks: `${completedTask}/${totalTask}`,
      hours: `${f.number.int({ min: 20, max: 900 })} h`,
      budget: `$${budget}k`,
      budgetSpent: `$${f.number.int({ min: 1, max: budget + 10 })}k`,
      deadline: formatUsDate(dateBetween(f, '2025-09-01', '2026-06-30')),
      startDate: formatUsDate(dateBetween(f, '2024-09-01', '2025-06-30')),
      members: f.number.int({ min: 3, max: 40 }),
      chipColor: projectChipColors[i % projectChipColors.length]!,
      avatar: 'folder',
      avatarGroup: group(f, 4),
    };
  });
}

/** docs/spec.md §3 gives connections an isFriend flag too: here a friend is a connection you are connected to. */
export function seedProfileConnections(): ProfileConnection[] {
  const f = seededFaker(603);
  const rows = Array.from({ length: 9 }, (_, i) => ({
    id: i + 1,
    name: personName(f),
    avatar: null,
    designation: designations[i % designations.length]!,
    tasks: f.number.int({ min: 10, max: 900 }),
    projects: f.number.int({ min: 1, max: 60 }),
    connections: f.number.int({ min: 5, max: 2000 }),
    isConnected: f.datatype.boolean(),
    chips: f.helpers
      .arrayElements(['Angular', 'React', 'Power BI', 'Figma', 'Excel', 'Dynamics'], 2)
      .map((title, j) => ({
        title,
        color: chipColors[(i + j) % chipColors.length]!,
      })),
  }));
  return rows.map((row) => ({ ...row, isFriend: row.isConnected }));
}
