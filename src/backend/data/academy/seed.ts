import { personName, seededFaker } from '@/mocks/sample';
import { defaultCourse, defaultCourseMinutes, defaultTopicCount } from './course-details';
import { courseColors, type Course, type CourseLogo, type CourseTag } from '@/features/academy/api/types';

/** Title, tag, logo and one-line description of each of the 25 sample courses. */
const catalogue: Array<[string, CourseTag, CourseLogo, string]> = [
  ['Power BI for Decision Makers', 'Web', 'analytics', 'Build interactive dashboards from Excel and SQL sources.'],
  ['React and TypeScript Fundamentals', 'Web', 'code', 'Components, hooks and typed props for modern web apps.'],
  [
    'Web Accessibility in Practice',
    'Web',
    'code',
    'Make forms, menus and tables usable with a keyboard and a screen reader.',
  ],
  ['Dynamics 365 Sales Essentials', 'Web', 'devices', 'Leads, opportunities and pipelines in Microsoft Dynamics 365.'],
  ['Dynamics 365 Customer Service', 'Web', 'devices', 'Cases, queues and service-level agreements from day one.'],
  ['Advanced Excel for Analysts', 'Design', 'table', 'Power Query, pivot tables and dynamic arrays.'],
  ['GIS Mapping with QGIS', 'Design', 'map', 'Map field data, land use and delivery routes with open-source GIS.'],
  ['Graphic Design Basics', 'Design', 'palette', 'Colour, type and layout for print and screen.'],
  ['Logo and Brand Identity', 'Design', 'brush', 'From the brief to a brand book small businesses can use.'],
  ['Data Visualisation Principles', 'Design', 'analytics', 'Choose the right chart and tell a clear story with data.'],
  ['Presentation Design', 'Art', 'palette', 'Slides that convince a board or a funding committee.'],
  ['Team Leadership and Motivation', 'Psychology', 'psychology', 'Lead, delegate and give feedback that lands.'],
  ['Negotiation Skills', 'Psychology', 'psychology', 'Prepare, anchor and close a deal with suppliers and clients.'],
  [
    'Change Management for Digital Projects',
    'Psychology',
    'psychology',
    'Bring teams along when tools and processes change.',
  ],
  ['Customer Psychology', 'Psychology', 'psychology', 'Why customers buy, hesitate and come back.'],
  [
    'Monitoring and Evaluation of Projects',
    'Psychology',
    'analytics',
    'Indicators, logframes and reporting for donors.',
  ],
  ['UX Research Methods', 'UI/UX', 'devices', 'Interviews, usability tests and surveys on a small budget.'],
  ['Mobile App Design with Figma', 'UI/UX', 'devices', 'Wireframes, components and prototypes for Android and iOS.'],
  ['Design Systems 101', 'UI/UX', 'palette', 'Tokens, components and documentation that scale.'],
  ['MS Project for Project Managers', 'UI/UX', 'table', 'Plan tasks, resources and baselines in Microsoft Project.'],
  ['Service Design Workshop', 'UI/UX', 'devices', 'Map the customer journey from first call to after-sales.'],
  ['Digital Illustration', 'Art', 'brush', 'Draw characters and scenes on a tablet.'],
  ['Photography for Products', 'Art', 'brush', 'Light and shoot catalogue photos with a phone.'],
  ['Agricultural Value Chain Studies', 'Art', 'map', 'Analyse cassava, cocoa and palm-oil value chains.'],
  ['Storytelling with Video', 'Art', 'brush', 'Script, film and edit short videos for social media.'],
];

const cardTime = (minutes: number) => `${Math.floor(Math.round(minutes) / 60)}h ${Math.round(minutes) % 60}m`;

/**
 * The 25 courses. Each has 8 to 16 tasks, which its details list as topics (course-details.ts), and 10 to 30
 * minutes a task. Course 1 is the spec's course details (no id): its card takes that object's instructor,
 * topics and length.
 */
export function seedCourses(): Course[] {
  const f = seededFaker(301);
  return catalogue.map(([courseTitle, tags, logo, desc], i) => {
    const totalTasks = f.number.int({ min: 8, max: 16 });
    // About one course in four is finished, so hideCompleted has something to hide.
    const completedTasks = i % 4 === 0 ? totalTasks : f.number.int({ min: 0, max: totalTasks - 1 });
    const minutes = f.number.int({ min: totalTasks * 10, max: totalTasks * 30 });
    const course: Course = {
      id: i + 1,
      user: personName(f),
      image: null,
      tutorImg: null,
      completedTasks,
      totalTasks,
      userCount: f.number.int({ min: 12, max: 1800 }),
      note: f.number.int({ min: 0, max: 120 }),
      view: f.number.int({ min: 40, max: 9000 }),
      time: cardTime(minutes),
      logo,
      color: courseColors[i % courseColors.length]!,
      courseTitle,
      desc,
      tags,
      rating: f.number.float({ min: 3.5, max: 5, fractionDigits: 1 }),
      ratingCount: f.number.int({ min: 5, max: 900 }),
    };
    if (i > 0) return course;
    return {
      ...course,
      user: defaultCourse.instructor,
      totalTasks: defaultTopicCount,
      completedTasks: defaultCourse.completedTopics,
      userCount: 1240,
      time: cardTime(defaultCourseMinutes),
    };
  });
}
