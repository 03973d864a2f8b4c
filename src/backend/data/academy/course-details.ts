import type { ApiLanguage } from '@/mocks/utils';
import type { Course, CourseDetails, CourseSection } from '@/features/academy/api/types';
import { localiseCourse } from './localise-course';
import {
  defaultDetailsTexts,
  genericDescription,
  genericSections,
  instructorPositions,
  skillLevels,
  type SectionText,
} from './course-details-texts';
import {
  formatCourseLength,
  formatCourseTime,
  formatSectionTime,
  formatTopicTime,
  parseCourseTime,
} from './course-format';

/** The spec's course details are course 1's: its instructor, and its topics' lengths in minutes. */
export const defaultCourse = {
  instructor: 'Mireille Obiang',
  minutes: [
    [2.4, 4.8, 5.9],
    [6.2, 9.5, 7.1],
    [8.0, 6.6, 5.4, 10.2],
    [7.3, 6.8, 4.5, 8.9],
  ],
  completedTopics: 4,
} as const;

export const defaultTopicCount = defaultCourse.minutes.flat().length;
export const defaultCourseMinutes = defaultCourse.minutes.flat().reduce((a, b) => a + b, 0);

interface Topic {
  title: string;
  minutes: number;
}

/** Sections of topics; the first `completed` topics (in order) are done, as the card's completedTasks says. */
function sections(
  groups: Array<{ title: string; topics: Topic[] }>,
  completed: number,
  language: ApiLanguage,
): CourseSection[] {
  let index = 0;
  return groups.map(({ title, topics }, i) => {
    const done = topics.map(() => index++ < completed);
    const minutes = topics.reduce((sum, t) => sum + t.minutes, 0);
    return {
      id: `section${i + 1}`,
      title,
      status: `${done.filter(Boolean).length} / ${topics.length}`,
      time: formatSectionTime(minutes, language),
      topics: topics.map((t, j) => ({
        title: t.title,
        time: formatTopicTime(t.minutes, language),
        isCompleted: done[j]!,
      })),
    };
  });
}

/** n topics over the four generic sections, as evenly as they go (the first sections take the extra ones). */
function genericGroups(texts: SectionText[], n: number) {
  return texts.map(([title, topics], k) => ({
    title,
    titles: topics.slice(0, Math.floor(n / texts.length) + (k < n % texts.length ? 1 : 0)),
  }));
}

/** Splits the course's minutes over its topics, in tenths, unevenly but deterministically, adding up exactly. */
function topicMinutes(courseId: number, total: number, n: number): number[] {
  const weights = Array.from({ length: n }, (_, k) => 6 + ((courseId * 13 + k * 7) % 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = Math.round(total * 10);
  return weights.map((w, k) => {
    const tenths = k === n - 1 ? left : Math.round((total * 10 * w) / sum);
    left -= tenths;
    return tenths / 10;
  });
}

/** The spec's details object (course 1), in the language asked for. */
export function defaultCourseDetails(course: Course, language: ApiLanguage): CourseDetails {
  const texts = defaultDetailsTexts[language];
  const groups = texts.sections.map(([title, topics], i) => ({
    title,
    topics: topics.map((t, j) => ({ title: t, minutes: defaultCourse.minutes[i]![j]! })),
  }));
  return detailsOf(course, language, {
    about: texts.about,
    instructorPosition: texts.instructorPosition,
    description: texts.description,
    sections: sections(groups, course.completedTasks, language),
  });
}

/** Details that agree with the course's card: title, instructor, length, tasks as topics, tasks done. */
export function courseDetailsFor(course: Course, language: ApiLanguage): CourseDetails {
  if (course.id === 1) return defaultCourseDetails(course, language);
  const local = localiseCourse(course, language);
  const groups = genericGroups(genericSections[language], course.totalTasks);
  const minutes = topicMinutes(course.id, parseCourseTime(course.time), course.totalTasks);
  let k = 0;
  const built = sections(
    groups.map((g) => ({ title: g.title, topics: g.titles.map((title) => ({ title, minutes: minutes[k++]! })) })),
    course.completedTasks,
    language,
  );
  return detailsOf(course, language, {
    about: local.desc,
    instructorPosition: instructorPositions[language][course.tags],
    description: genericDescription(
      language,
      local.desc,
      course.user,
      formatCourseTime(parseCourseTime(course.time), language),
      built.map((s) => s.title),
    ),
    sections: built,
  });
}

const taughtIn = (id: number) => (id % 4 === 3 ? 'en' : 'fr');

function detailsOf(
  course: Course,
  language: ApiLanguage,
  texts: { about: string; instructorPosition: string; description: string; sections: CourseSection[] },
): CourseDetails {
  const local = localiseCourse(course, language);
  const spoken = new Intl.DisplayNames([language], { type: 'language' }).of(taughtIn(course.id)) ?? taughtIn(course.id);
  return {
    title: local.courseTitle,
    about: texts.about,
    instructor: course.user,
    instructorAvatar: null,
    instructorPosition: texts.instructorPosition,
    skillLevel: skillLevels[language][course.id % 3]!,
    totalStudents: course.userCount,
    language: spoken.charAt(0).toLocaleUpperCase(language) + spoken.slice(1),
    isCaptions: course.id % 3 !== 0,
    length: formatCourseLength(parseCourseTime(course.time), language),
    totalLectures: course.totalTasks,
    description: texts.description,
    content: texts.sections,
  };
}
