import { personName, seededFaker } from '@/mocks/sample';
import { projectLogos, projectTypes, type AnalyticsProject } from '../api/types';

const names = [
  'Okoumé CRM',
  'Port Logistics Tracker',
  'Cocoa Traceability',
  'School Fees Portal',
  'Clinic Appointments',
  'Mobile Money Reconciler',
  'Fleet Rental App',
  'Real Estate Listings',
  'Agri Market Prices',
  'HR Self-Service',
  'Sales Dashboard',
  'Field Survey Collector',
  'Customer Support Desk',
  'Warehouse Scanner',
  'E-learning Platform',
  'Invoice Automation',
  'Chatbot Assistant',
  'Energy Meter Reader',
  'Tender Management',
  'Furniture Configurator',
];

export function seedAnalyticsProjects(): AnalyticsProject[] {
  const f = seededFaker(401);
  return names.map((name, i) => {
    const type = f.number.int({ min: 0, max: projectTypes.length - 1 });
    const teamSize = f.number.int({ min: 2, max: 7 });
    const shown = Math.min(teamSize, 3);
    const project: AnalyticsProject = {
      id: i + 1,
      logo: projectLogos[type]!,
      name,
      project: projectTypes[type]!,
      leader: personName(f),
      progress: f.number.int({ min: 5, max: 100 }),
      hours: `${f.number.int({ min: 1, max: 320 })}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}`,
      team: Array.from({ length: shown }, () => ({ name: personName(f), avatar: null })),
    };
    if (teamSize > shown) project.extraMembers = teamSize - shown;
    return project;
  });
}
