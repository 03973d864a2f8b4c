import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '@/mocks/test-client';
import { type LearningSummary, summariseLearning } from './learning-summary';
import type { Course, CourseList } from './types';

describe('summariseLearning', () => {
  let courses: Course[];
  let s: LearningSummary;
  beforeAll(async () => {
    courses = (await get<CourseList>('/api/apps/academy/courses', { itemsPerPage: 100 })).body.courses;
    s = summariseLearning(courses);
  });

  it('splits the courses into completed, in progress and not started', () => {
    expect(s.total).toBe(25);
    expect(s.completed + s.inProgress + s.notStarted).toBe(25);
    expect(s.completed).toBe(courses.filter((c) => c.completedTasks === c.totalTasks).length);
  });

  it('adds up the tasks of each tag and lists unfinished courses closest to the end first', () => {
    expect(s.byTag.reduce((n, t) => n + t.totalTasks, 0)).toBe(courses.reduce((n, c) => n + c.totalTasks, 0));
    const ratios = s.continueNext.map((c) => c.completedTasks / c.totalTasks);
    expect(ratios.every((r, i) => r < 1 && r > 0 && (i === 0 || r <= ratios[i - 1]!))).toBe(true);
  });
});
