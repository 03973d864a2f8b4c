import { z } from 'zod';

/**
 * GET /api/pages/profile?tab=…: the whole profile page, each of its sections (docs/spec.md §3), the three
 * list tabs, and the header. teams and connections name the list tabs (docs/spec.md §3 gives them those fields).
 */
export const profileTabs = [
  'profile',
  'about',
  'contacts',
  'overview',
  'teamsTech',
  'teams',
  'projects',
  'connections',
  'profileHeader',
] as const;
export const projectChipColors = ['success', 'warning', 'error'] as const;
export const chipColors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

const person = z.object({ name: z.string(), avatar: z.string().nullable() });
const chip = z.object({ title: z.string(), color: z.enum(chipColors) });

export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  /** "April 2021" */
  joiningDate: z.string(),
  designation: z.string(),
  /** null: initials and a gradient cover. */
  profileImg: z.string().nullable(),
  coverImg: z.string().nullable(),
  /** Whether the signed-in user is connected with the profile's person (the header's Connect button). */
  isConnected: z.boolean(),
});

/** One line of the about/contacts/teams/overview lists; key is stable for translations. */
export const profileFactSchema = z.object({
  key: z.string(),
  icon: z.string(),
  property: z.string(),
  value: z.string(),
});

export const profileSectionsSchema = z.object({
  about: z.array(profileFactSchema),
  contacts: z.array(profileFactSchema),
  teams: z.array(profileFactSchema),
  overview: z.array(profileFactSchema),
  connections: z.array(person.extend({ connections: z.number().int(), isFriend: z.boolean() })),
  teamsTech: z.array(
    z.object({
      title: z.string(),
      avatar: z.string().nullable(),
      members: z.number().int(),
      chipText: z.string(),
      chipColor: z.enum(chipColors),
    }),
  ),
});

export const profileTeamSchema = z.object({
  title: z.string(),
  /** Icon key of the team. */
  avatar: z.string(),
  avatarGroup: z.array(person),
  extraMembers: z.number().int().nonnegative(),
  description: z.string(),
  chips: z.array(chip),
});

export const profileProjectSchema = z.object({
  title: z.string(),
  client: z.string(),
  description: z.string(),
  daysLeft: z.number().int(),
  comments: z.number().int(),
  totalTask: z.number().int(),
  completedTask: z.number().int(),
  /** "290/344": completed over total. */
  tasks: z.string(),
  /** "380 h" */
  hours: z.string(),
  budget: z.string(),
  budgetSpent: z.string(),
  /** m/d/yyyy */
  deadline: z.string(),
  startDate: z.string(),
  members: z.number().int(),
  chipColor: z.enum(projectChipColors),
  /** Icon key of the project. */
  avatar: z.string(),
  avatarGroup: z.array(person),
});

export const profileConnectionSchema = person.extend({
  /** Names the person in PUT/DELETE /api/pages/profile/connections/:id. */
  id: z.number().int(),
  designation: z.string(),
  tasks: z.number().int(),
  projects: z.number().int(),
  connections: z.number().int(),
  isConnected: z.boolean(),
  isFriend: z.boolean(),
  chips: z.array(chip),
});

export type ProfileTab = (typeof profileTabs)[number];
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;
export type ProfileFact = z.infer<typeof profileFactSchema>;
export type ProfileSections = z.infer<typeof profileSectionsSchema>;
export type ProfileTeam = z.infer<typeof profileTeamSchema>;
export type ProfileProject = z.infer<typeof profileProjectSchema>;
export type ProfileConnection = z.infer<typeof profileConnectionSchema>;

/** GET /api/pages/profile?tab=… answers, by tab. */
export interface ProfileTabData {
  profile: ProfileSections;
  about: ProfileSections['about'];
  contacts: ProfileSections['contacts'];
  overview: ProfileSections['overview'];
  teamsTech: ProfileSections['teamsTech'];
  teams: ProfileTeam[];
  projects: ProfileProject[];
  connections: ProfileConnection[];
  profileHeader: ProfileHeader;
}

/** GET /api/pages/profile/header: the header itself, also under profileHeader (the name docs/spec.md §7 answers with). */
export type ProfileHeaderAnswer = ProfileHeader & { profileHeader: ProfileHeader };
