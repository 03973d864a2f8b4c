import { z } from 'zod';

export const courseTags = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export const courseColors = ['error', 'warning', 'info', 'success', 'primary'] as const;
/** Icon keys the screens map to an icon (no image to load). */
export const courseLogos = ['code', 'palette', 'psychology', 'devices', 'brush', 'analytics', 'map', 'table'] as const;
export const allCoursesLabel = 'All Courses';

export const courseSchema = z.object({
  id: z.number().int(),
  /** Instructor display name. */
  user: z.string(),
  /** null: the screen draws a colour block with the logo icon. */
  image: z.string().nullable(),
  tutorImg: z.string().nullable(),
  completedTasks: z.number().int().nonnegative(),
  totalTasks: z.number().int().positive(),
  userCount: z.number().int().nonnegative(),
  note: z.number().int().nonnegative(),
  view: z.number().int().nonnegative(),
  /** "17h 34m" */
  time: z.string(),
  logo: z.enum(courseLogos),
  color: z.enum(courseColors),
  courseTitle: z.string(),
  desc: z.string(),
  tags: z.enum(courseTags),
  rating: z.number().min(1).max(5),
  ratingCount: z.number().int().nonnegative(),
});

export const courseListSchema = z.object({
  totalCourse: z.number().int().nonnegative(),
  courses: z.array(courseSchema),
  total: z.number().int().nonnegative(),
});

export const courseTopicSchema = z.object({ title: z.string(), time: z.string(), isCompleted: z.boolean() });
export const courseSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** "2 / 5": completed over total topics. */
  status: z.string(),
  time: z.string(),
  topics: z.array(courseTopicSchema),
});

export const courseDetailsSchema = z.object({
  title: z.string(),
  about: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string().nullable(),
  instructorPosition: z.string(),
  skillLevel: z.string(),
  totalStudents: z.number().int(),
  language: z.string(),
  isCaptions: z.boolean(),
  length: z.string(),
  totalLectures: z.number().int(),
  /** HTML paragraphs and a list; render through a sanitising path. */
  description: z.string(),
  content: z.array(courseSectionSchema),
});

export type CourseTag = (typeof courseTags)[number];
export type CourseColor = (typeof courseColors)[number];
export type CourseLogo = (typeof courseLogos)[number];
export type Course = z.infer<typeof courseSchema>;
export type CourseList = z.infer<typeof courseListSchema>;
export type CourseSection = z.infer<typeof courseSectionSchema>;
export type CourseDetails = z.infer<typeof courseDetailsSchema>;
