import { byNumber, byText, get, getIn, isSorted } from '@/mocks/test-client';
import {
  courseDetailsSchema,
  courseListSchema,
  courseTags,
  type CourseDetails,
  type CourseList,
} from '@/features/academy/api/types';

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
    const { body } = await getIn<CourseList>('en', url, { q: 'power bi' });
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
    expect(
      isSorted(
        byName.body.courses.map((c) => c.courseTitle),
        byText,
        orderBy,
      ),
    ).toBe(true);
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

describe('courses in the language asked for', () => {
  it.each([
    ['fr', 'Power BI pour les décideurs', 'décideurs', /^\d+h( \d+min)?$/],
    ['en', 'Power BI for Decision Makers', 'decision', /^\d+h \d+m$/],
    ['ar', 'Power BI لصنّاع القرار', 'لصنّاع', /^\d+ س( \d+ د)?$/],
  ])(
    '%s: titles, descriptions and times, same shape; q matches the title in that language',
    async (lng, title, q, time) => {
      const { body } = await getIn<CourseList>(lng, url, all);
      courseListSchema.parse(body);
      expect(body.courses[0]!.courseTitle).toBe(title);
      expect(body.courses.every((c) => time.test(c.time))).toBe(true);
      const found = await getIn<CourseList>(lng, url, { q });
      expect(found.body.courses.map((c) => c.id)).toEqual([1]);
    },
  );

  it('answers French when no language is asked for', async () => {
    const { body } = await get<CourseList>(url, { q: 'tableaux de bord' });
    expect(body.total).toBe(0);
    expect((await get<CourseList>(url, { q: 'décideurs' })).body.total).toBe(1);
  });
});

describe('GET /api/apps/academy/course-details?id=', () => {
  it.each(['fr', 'en', 'ar'])(
    'agrees with every course card (%s): title, instructor, length, tasks done',
    async (lng) => {
      const { body } = await getIn<CourseList>(lng, url, all);
      for (const card of body.courses) {
        const { status, body: d } = await getIn<CourseDetails>(lng, '/api/apps/academy/course-details', {
          id: card.id,
        });
        expect(status).toBe(200);
        courseDetailsSchema.parse(d);
        expect(d).toMatchObject({ title: card.courseTitle, instructor: card.user, totalLectures: card.totalTasks });
        const topics = d.content.flatMap((s) => s.topics);
        expect(topics).toHaveLength(card.totalTasks);
        expect(topics.filter((t) => t.isCompleted)).toHaveLength(card.completedTasks);
      }
    },
  );

  it("writes lengths that add up to the card time, in the reader's language", async () => {
    const { body: en } = await getIn<CourseDetails>('en', '/api/apps/academy/course-details', { id: 7 });
    const { body: card } = await getIn<CourseList>('en', url, all);
    const [h, m] = card.courses[6]!.time.match(/\d+/g)!.map(Number);
    const minutes = en.content.flatMap((s) => s.topics).reduce((sum, t) => sum + Number.parseFloat(t.time), 0);
    expect(Math.round(minutes)).toBe(h! * 60 + m!);
    expect(en.length).toBe(`${Math.round(((h! * 60 + m!) / 60) * 10) / 10} total hours`);
    const { body: fr } = await getIn<CourseDetails>('fr', '/api/apps/academy/course-details', { id: 7 });
    expect(fr.length).toMatch(/^\d+(,\d)?\sheures?\sau total$/);
    expect(fr.content[0]!.title).toBe('Pour commencer');
    const { body: ar } = await getIn<CourseDetails>('ar', '/api/apps/academy/course-details', { id: 7 });
    expect(ar.content[0]!.topics[0]!.time).toMatch(/^[\d.]+ د$/);
    expect(ar.content[0]!.title).toBe('البداية');
  });

  it("answers the spec's details (course 1) without an id, and 404 for an unknown id", async () => {
    const none = await getIn<CourseDetails>('en', '/api/apps/academy/course-details');
    const one = await getIn<CourseDetails>('en', '/api/apps/academy/course-details', { id: 1 });
    expect(none.body).toEqual(one.body);
    expect(none.body.title).toBe('Power BI for Decision Makers');
    for (const id of ['999', '0', 'abc']) {
      const res = await get('/api/apps/academy/course-details', { id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Cours introuvable' });
    }
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
