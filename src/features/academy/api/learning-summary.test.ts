import { describe, expect, it } from 'vitest';
import { seedCourses } from '@/backend/data/academy/seed';
import { summariseLearning } from './learning-summary';

describe('summariseLearning', () => {
  const courses = seedCourses();
  const s = summariseLearning(courses);

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
