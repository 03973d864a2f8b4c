import { seededFaker } from '@/mocks/sample';
import type { ApiLanguage } from '@/mocks/utils';
import type { UserActivity, UserProject } from '@/features/users/api/user-work';
import type { UserDetail } from '@/features/users/api/types';

type Texts = Record<ApiLanguage, string>;

/** Sample projects, named in the three languages: a user works on four of them (docs/users.md). */
const projects: Array<{ name: Texts; client: Texts }> = [
  {
    name: { fr: 'Refonte du site', en: 'Website redesign', ar: 'إعادة تصميم الموقع' },
    client: { fr: 'Gabon Télécom', en: 'Gabon Télécom', ar: 'غابون تيليكوم' },
  },
  {
    name: { fr: 'Application mobile', en: 'Mobile app', ar: 'تطبيق الهاتف' },
    client: { fr: 'Banque du Littoral', en: 'Banque du Littoral', ar: 'بنك الساحل' },
  },
  {
    name: { fr: 'Boutique en ligne', en: 'Online shop', ar: 'متجر إلكتروني' },
    client: { fr: 'Okoumé Mode', en: 'Okoumé Mode', ar: 'أوكومي للأزياء' },
  },
  {
    name: { fr: 'Tableau de bord logistique', en: 'Logistics dashboard', ar: 'لوحة معلومات اللوجستيات' },
    client: { fr: 'PG Logistique', en: 'PG Logistique', ar: 'بي جي لوجستيك' },
  },
  {
    name: { fr: 'Charte graphique', en: 'Brand identity', ar: 'الهوية البصرية' },
    client: { fr: 'Café Ogooué', en: 'Café Ogooué', ar: 'مقهى أوغووي' },
  },
  {
    name: { fr: 'Migration vers le cloud', en: 'Cloud migration', ar: 'الانتقال إلى السحابة' },
    client: { fr: 'Mairie de Libreville', en: 'Libreville City Hall', ar: 'بلدية ليبرفيل' },
  },
];

const activityTexts: Record<UserActivity['kind'], Texts> = {
  taskDone: {
    fr: 'A terminé une tâche de « {{project}} »',
    en: 'Completed a task on “{{project}}”',
    ar: 'أنهى مهمة في «{{project}}»',
  },
  projectJoined: {
    fr: 'A rejoint le projet « {{project}} »',
    en: 'Joined the “{{project}}” project',
    ar: 'انضم إلى مشروع «{{project}}»',
  },
  fileShared: {
    fr: 'A partagé un fichier dans « {{project}} »',
    en: 'Shared a file in “{{project}}”',
    ar: 'شارك ملفاً في «{{project}}»',
  },
  review: {
    fr: 'A demandé une relecture pour « {{project}} »',
    en: 'Asked for a review on “{{project}}”',
    ar: 'طلب مراجعة لـ«{{project}}»',
  },
  signedIn: {
    fr: 'S’est connecté depuis un nouvel appareil',
    en: 'Signed in from a new device',
    ar: 'سجّل الدخول من جهاز جديد',
  },
};

/** The sample's clock: a user's timeline ends on this day, so every host and every run answers the same. */
const lastDay = Date.UTC(2025, 5, 30, 16, 45);
const hour = 3_600_000;

/** The user's four projects, in the reader's language: the same for a user id in both stores. */
export function userProjects(user: Pick<UserDetail, 'id'>, language: ApiLanguage): UserProject[] {
  const f = seededFaker(7000 + user.id);
  return f.helpers.arrayElements(projects, 4).map((p, i) => {
    const tasks = f.number.int({ min: 12, max: 60 });
    const tasksDone = f.number.int({ min: 0, max: tasks });
    return {
      id: i + 1,
      name: p.name[language],
      client: p.client[language],
      progress: Math.round((tasksDone / tasks) * 100),
      tasksDone,
      tasks,
      due: new Date(lastDay + f.number.int({ min: 10, max: 200 }) * 24 * hour).toISOString().slice(0, 10),
    };
  });
}

/** The user's last six events on their projects, newest first, in the reader's language. */
export function userActivity(user: Pick<UserDetail, 'id'>, language: ApiLanguage): UserActivity[] {
  const mine = userProjects(user, language);
  const f = seededFaker(9000 + user.id);
  let at = lastDay;
  return Array.from({ length: 6 }, (_, i) => {
    const kind = f.helpers.arrayElement(Object.keys(activityTexts) as UserActivity['kind'][]);
    const project = f.helpers.arrayElement(mine).name;
    const event = {
      id: i + 1,
      kind,
      text: activityTexts[kind][language].replace('{{project}}', project),
      at: new Date(at).toISOString(),
    };
    at -= f.number.int({ min: 2, max: 72 }) * hour;
    return event;
  });
}
