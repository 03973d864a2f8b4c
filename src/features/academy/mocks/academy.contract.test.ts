import { byNumber, byText, get, isSorted } from '@/mocks/test-client';
import { courseDetailsSchema, courseListSchema, courseTags, type CourseDetails, type CourseList } from '../api/types';

const url = '/api/apps/academy/courses';
const all = { itemsPerPage: 100 };
const done = (c: { completedTasks: number; totalTasks: number }) => c.completedTasks === c.totalTasks;

describe('GET /api/apps/academy/courses', () => {
  it('answers totalCourse, courses and total over 25 courses', async () => {
    const { status, body } = await get<CourseList>(url);
    expect(status).toBe(200);
    expect(courseListSchema.parse(body)).toMatchObject({ totalCourse: 25, total: 25 });
    expect(body.courses).toHaveLength(10);
    const { body: every } = await get<CourseList>(url, all);
    expect(new Set(every.courses.map((c) => c.tags))).toEqual(new Set(courseTags));
    expect(every.courses.every((c) => c.completedTasks <= c.totalTasks)).toBe(true);
  });

  it('matches q against the course title or the instructor', async () => {
    const { body } = await get<CourseList>(url, { q: 'power bi' });
    expect(body.courses.map((c) => c.courseTitle)).toEqual(['Power BI for Decision Makers']);
    const { body: every } = await get<CourseList>(url, all);
    const instructor = every.courses[6]!.user;
    const byTutor = await get<CourseList>(url, { q: instructor.toLowerCase(), ...all });
    expect(byTutor.body.courses.map((c) => c.id)).toContain(7);
  });

  it.each(courseTags)('label %s keeps only that tag', async (label) => {
    const { body } = await get<CourseList>(url, { label, ...all });
    expect(body.total).toBe(5);
    expect(body.totalCourse).toBe(5);
    expect(body.courses.every((c) => c.tags === label)).toBe(true);
  });

  it('label "All Courses" or an empty label keeps all', async () => {
    expect((await get<CourseList>(url, { label: 'All Courses' })).body.total).toBe(25);
    expect((await get<CourseList>(url, { label: '' })).body.total).toBe(25);
    expect((await get<CourseList>(url, { label: 'Cooking' })).body.total).toBe(0);
  });

  it('hideCompleted removes the finished courses', async () => {
    const { body: every } = await get<CourseList>(url, all);
    const finished = every.courses.filter(done).length;
    expect(finished).toBeGreaterThan(0);
    const { body } = await get<CourseList>(url, { hideCompleted: true, ...all });
    expect(body.total).toBe(25 - finished);
    expect(body.courses.some(done)).toBe(false);
    expect((await get<CourseList>(url, { hideCompleted: false })).body.total).toBe(25);
  });

  it.each(['asc', 'desc'] as const)('sorts by courseName and by progress, %s', async (orderBy) => {
    const byName = await get<CourseList>(url, { sortBy: 'courseName', orderBy, ...all });
    expect(isSorted(byName.body.courses.map((c) => c.courseTitle), byText, orderBy)).toBe(true);
    const byProgress = await get<CourseList>(url, { sortBy: 'progress', orderBy, ...all });
    const ratios = byProgress.body.courses.map((c) => c.completedTasks / c.totalTasks);
    expect(isSorted(ratios, byNumber, orderBy)).toBe(true);
  });

  it('counts the filtered courses, not the page', async () => {
    const { body } = await get<CourseList>(url, { label: 'Web', itemsPerPage: 2, page: 3 });
    expect(body.courses).toHaveLength(1);
    expect(body).toMatchObject({ total: 5, totalCourse: 5 });
  });
});

describe('GET /api/apps/academy/course-details', () => {
  it('answers the details with sections whose status counts completed topics', async () => {
    const { status, body } = await get<CourseDetails>('/api/apps/academy/course-details');
    expect(status).toBe(200);
    const details = courseDetailsSchema.parse(body);
    expect(details.content.length).toBeGreaterThan(1);
    for (const section of details.content) {
      const completed = section.topics.filter((t) => t.isCompleted).length;
      expect(section.status).toBe(`${completed} / ${section.topics.length}`);
    }
    expect(details.totalLectures).toBeGreaterThanOrEqual(details.content.flatMap((s) => s.topics).length);
  });
});
