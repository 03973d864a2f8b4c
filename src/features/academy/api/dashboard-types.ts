import { z } from 'zod';
import { courseColors, courseLogos, courseTags } from './types';

const courseRef = z.object({ courseId: z.number().int(), title: z.string() });

/** GET /api/apps/academy/dashboard (docs/api.md, "Academy"): the academy dashboard's widgets in one answer. */
export const academyDashboardSchema = z.object({
  learner: z.object({
    name: z.string(),
    completedTasks: z.number().int().nonnegative(),
    totalTasks: z.number().int().positive(),
    completedCourses: z.number().int().nonnegative(),
    hoursThisWeek: z.number().nonnegative(),
    weeklyGoalHours: z.number().positive(),
  }),
  /** Every tag, with how many courses carry it and its share of all enrolled tasks (0–1). */
  topics: z.array(z.object({ tag: z.enum(courseTags), courses: z.number().int(), share: z.number() })),
  /** Instructors with the most students, most first. */
  instructors: z.array(
    z.object({ name: z.string(), tag: z.enum(courseTags), courses: z.number().int(), students: z.number().int() }),
  ),
  /** The last eight weeks, oldest first; `weekStart` is a yyyy-mm-dd Monday. */
  timeSpent: z.array(z.object({ weekStart: z.string(), hours: z.number() })),
  /** Started, unfinished courses, closest to the end first. */
  assignments: z.array(
    courseRef.extend({
      completedTasks: z.number().int(),
      totalTasks: z.number().int(),
      color: z.enum(courseColors),
    }),
  ),
  /** The most viewed courses, most first. */
  topCourses: z.array(
    courseRef.extend({
      views: z.number().int(),
      rating: z.number(),
      logo: z.enum(courseLogos),
      color: z.enum(courseColors),
    }),
  ),
  webinar: courseRef.extend({
    description: z.string(),
    instructor: z.string(),
    /** ISO date-time (UTC). */
    startsAt: z.string(),
    durationMinutes: z.number().int().positive(),
  }),
});

export type AcademyDashboard = z.infer<typeof academyDashboardSchema>;
