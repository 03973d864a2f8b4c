import { z } from 'zod';

/** Icon keys the screens map to an icon. */
export const projectLogos = ['react', 'figma', 'vue', 'flutter', 'python', 'powerbi', 'laravel'] as const;

export const teamMemberSchema = z.object({ name: z.string(), avatar: z.string().nullable() });

export const analyticsProjectSchema = z.object({
  id: z.number().int(),
  logo: z.enum(projectLogos),
  name: z.string(),
  /** Type label in the reader's language, e.g. "React Project", "Projet React". */
  project: z.string(),
  leader: z.string(),
  /** Percent, 0 to 100. */
  progress: z.number().min(0).max(100),
  /** "18:42" hours and minutes spent. */
  hours: z.string().regex(/^\d+:\d{2}$/),
  /** Shown avatars (initials when avatar is null). */
  team: z.array(teamMemberSchema),
  /** Members beyond those shown ("+3"). */
  extraMembers: z.number().int().positive().optional(),
});

export const analyticsProjectListSchema = z.object({
  projects: z.array(analyticsProjectSchema),
  totalPages: z.number().int().nonnegative(),
  totalProjects: z.number().int().nonnegative(),
  page: z.number().int().positive(),
});

export type ProjectLogo = (typeof projectLogos)[number];
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type AnalyticsProject = z.infer<typeof analyticsProjectSchema>;
export type AnalyticsProjectList = z.infer<typeof analyticsProjectListSchema>;
