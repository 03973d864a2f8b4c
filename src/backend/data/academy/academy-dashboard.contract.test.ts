import { call, get, getIn } from '@/mocks/test-client';
import { academyDashboardSchema, type AcademyDashboard } from '@/features/academy/api/dashboard-types';
import type { CourseList } from '@/features/academy/api/types';

const url = '/api/apps/academy/dashboard';

describe('GET /api/apps/academy/dashboard', () => {
  it('answers every widget from the course list, for the signed-in learner', async () => {
    const { status, body } = await getIn<AcademyDashboard>('en', url);
    expect(status).toBe(200);
    const d = academyDashboardSchema.parse(body);
    const { body: list } = await getIn<CourseList>('en', '/api/apps/academy/courses', { itemsPerPage: 100 });
    const courses = list.courses;
    expect(d.learner.name).toBe('Aïcha Mbemba');
    expect(d.learner.totalTasks).toBe(courses.reduce((n, c) => n + c.totalTasks, 0));
    expect(d.learner.completedCourses).toBe(courses.filter((c) => c.completedTasks === c.totalTasks).length);
    expect(d.topics.map((t) => t.tag)).toEqual(['Web', 'Design', 'Psychology', 'UI/UX', 'Art']);
    expect(d.topics.reduce((n, t) => n + t.share, 0)).toBeCloseTo(1);
    expect(d.topics.reduce((n, t) => n + t.courses, 0)).toBe(25);
    expect(d.instructors).toHaveLength(5);
    expect(d.instructors.map((i) => i.students)).toEqual(
      [...d.instructors.map((i) => i.students)].sort((a, b) => b - a),
    );
    expect(d.timeSpent).toHaveLength(8);
    expect(d.timeSpent.at(-1)).toEqual({ weekStart: '2026-11-23', hours: d.learner.hoursThisWeek });
    for (const a of d.assignments) expect(a.completedTasks).toBeLessThan(a.totalTasks);
    const top = [...courses].sort((a, b) => b.view - a.view)[0]!;
    expect(d.topCourses[0]).toMatchObject({ courseId: top.id, title: top.courseTitle, views: top.view });
    expect(courses.map((c) => c.id)).toContain(d.webinar.courseId);
  });

  it('answers the texts in the reader’s language, the figures unchanged', async () => {
    const [fr, en, ar] = await Promise.all(['fr', 'en', 'ar'].map((l) => getIn<AcademyDashboard>(l, url)));
    expect(en!.body.webinar.title).toBe('Live Q&A: build your first dashboard');
    expect(fr!.body.webinar.title).toBe('Questions en direct\u00a0: votre premier tableau de bord');
    expect(ar!.body.webinar.title).toBe('أسئلة مباشرة: أنشئ أول لوحة معلومات لك');
    expect(fr!.body.timeSpent).toEqual(en!.body.timeSpent);
    expect(ar!.body.learner).toEqual(en!.body.learner);
    expect(fr!.body.topCourses.map((c) => c.courseId)).toEqual(en!.body.topCourses.map((c) => c.courseId));
    expect(fr!.body.topCourses[0]!.title).not.toBe(en!.body.topCourses[0]!.title);
    expect((await get<AcademyDashboard>(url)).body).toEqual(fr!.body);
  });

  it('is for accounts that may read the academy only', async () => {
    expect((await call('GET', url, {}, undefined, 'en', 'visitor')).status).toBe(401);
    expect((await call('GET', url, {}, undefined, 'en', 'client')).status).toBe(403);
  });
});
