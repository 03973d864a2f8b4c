import { courseTags, type Course, type CourseTag } from './types';

export interface TagProgress {
  tag: CourseTag;
  completedTasks: number;
  totalTasks: number;
}

export interface LearningSummary {
  total: number;
  completed: number;
  inProgress: number;
  notStarted: number;
  averageRating: number;
  byTag: TagProgress[];
  /** Started, unfinished courses, closest to the end first. */
  continueNext: Course[];
}

const ratio = (c: Course) => c.completedTasks / c.totalTasks;

/** The academy dashboard's figures, from the whole course list (the API has no summary endpoint). */
export function summariseLearning(courses: readonly Course[]): LearningSummary {
  const completed = courses.filter((c) => c.completedTasks === c.totalTasks).length;
  const notStarted = courses.filter((c) => c.completedTasks === 0).length;
  const byTag = courseTags.map((tag) => {
    const of = courses.filter((c) => c.tags === tag);
    return {
      tag,
      completedTasks: of.reduce((n, c) => n + c.completedTasks, 0),
      totalTasks: of.reduce((n, c) => n + c.totalTasks, 0),
    };
  });
  return {
    total: courses.length,
    completed,
    notStarted,
    inProgress: courses.length - completed - notStarted,
    averageRating: courses.length ? courses.reduce((n, c) => n + c.rating, 0) / courses.length : 0,
    byTag,
    continueNext: courses
      .filter((c) => c.completedTasks > 0 && c.completedTasks < c.totalTasks)
      .sort((a, b) => ratio(b) - ratio(a))
      .slice(0, 4),
  };
}
