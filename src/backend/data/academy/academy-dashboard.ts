import type { ApiLanguage } from '@/mocks/utils';
import type { AcademyDashboard } from '@/features/academy/api/dashboard-types';
import { courseTags, type Course } from '@/features/academy/api/types';

/** Hours of study in the eight weeks up to 23 November 2026 (the sample data's "today"), oldest first. */
const weeklyHours = [14.5, 18, 12.5, 21, 19.5, 26, 17.5, 23];
const lastWeekStart = Date.UTC(2026, 10, 23);
const week = 7 * 86_400_000;

/** The next live session: about the course most followed, so its button opens that course. */
const webinarTexts: Record<ApiLanguage, { title: string; description: string }> = {
  en: {
    title: 'Live Q&A: build your first dashboard',
    description: 'One hour with the instructor to answer your questions and review your work, live.',
  },
  fr: {
    title: 'Questions en direct\u00a0: votre premier tableau de bord',
    description: 'Une heure avec le formateur pour répondre à vos questions et revoir votre travail, en direct.',
  },
  ar: {
    title: 'أسئلة مباشرة: أنشئ أول لوحة معلومات لك',
    description: 'ساعة مع المدرّب للإجابة عن أسئلتك ومراجعة عملك مباشرة.',
  },
};

const ratio = (c: Course) => c.completedTasks / c.totalTasks;
const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((n, item) => n + of(item), 0);

/**
 * The academy dashboard from the course list (in the reader's language, from either store) and fixed study
 * hours: the same answer in both hosts.
 */
export function academyDashboard(courses: Course[], language: ApiLanguage, name: string): AcademyDashboard {
  const totalTasks = sum(courses, (c) => c.totalTasks);
  const byInstructor = new Map<string, Course[]>();
  for (const c of courses) byInstructor.set(c.user, [...(byInstructor.get(c.user) ?? []), c]);
  const mostFollowed = [...courses].sort((a, b) => b.userCount - a.userCount || a.id - b.id)[0];
  return {
    learner: {
      name,
      completedTasks: sum(courses, (c) => c.completedTasks),
      totalTasks,
      completedCourses: courses.filter((c) => c.completedTasks === c.totalTasks).length,
      hoursThisWeek: weeklyHours.at(-1) ?? 0,
      weeklyGoalHours: 25,
    },
    topics: courseTags.map((tag) => {
      const of = courses.filter((c) => c.tags === tag);
      return { tag, courses: of.length, share: totalTasks ? sum(of, (c) => c.totalTasks) / totalTasks : 0 };
    }),
    instructors: [...byInstructor]
      .map(([instructor, own]) => ({
        name: instructor,
        tag: own[0]!.tags,
        courses: own.length,
        students: sum(own, (c) => c.userCount),
      }))
      .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name))
      .slice(0, 5),
    timeSpent: weeklyHours.map((hours, i) => ({
      weekStart: new Date(lastWeekStart - (weeklyHours.length - 1 - i) * week).toISOString().slice(0, 10),
      hours,
    })),
    assignments: courses
      .filter((c) => c.completedTasks > 0 && c.completedTasks < c.totalTasks)
      .sort((a, b) => ratio(b) - ratio(a) || a.id - b.id)
      .slice(0, 5)
      .map((c) => ({
        courseId: c.id,
        title: c.courseTitle,
        completedTasks: c.completedTasks,
        totalTasks: c.totalTasks,
        color: c.color,
      })),
    topCourses: [...courses]
      .sort((a, b) => b.view - a.view || a.id - b.id)
      .slice(0, 5)
      .map((c) => ({
        courseId: c.id,
        title: c.courseTitle,
        views: c.view,
        rating: c.rating,
        logo: c.logo,
        color: c.color,
      })),
    webinar: {
      courseId: mostFollowed?.id ?? 0,
      ...webinarTexts[language],
      instructor: mostFollowed?.user ?? '',
      startsAt: '2026-12-03T14:00:00.000Z',
      durationMinutes: 60,
    },
  };
}
