import type { CourseDetails, CourseSection } from '../api/types';

function section(id: string, title: string, topics: Array<[string, string, boolean]>): CourseSection {
  const minutes = topics.reduce((sum, [, time]) => sum + Number.parseFloat(time), 0);
  return {
    id,
    title,
    status: `${topics.filter(([, , done]) => done).length} / ${topics.length}`,
    time: `${Math.round(minutes)} min`,
    topics: topics.map(([t, time, isCompleted]) => ({ title: t, time, isCompleted })),
  };
}

export const courseDetails: CourseDetails = {
  title: 'Power BI for Decision Makers',
  about: 'Learn to turn spreadsheets and databases into dashboards your managers read every morning.',
  instructor: 'Mireille Obiang',
  instructorAvatar: null,
  instructorPosition: 'Data & BI consultant',
  skillLevel: 'Intermediate',
  totalStudents: 1240,
  language: 'French',
  isCaptions: true,
  length: '1.2 total hours',
  totalLectures: 18,
  description:
    '<p>This course walks through a real sales dataset from a distributor in Libreville, from the raw export to a published report.</p>' +
    '<p>You will model the data, write your first DAX measures and share a dashboard with your team.</p>' +
    '<ul><li>Import and clean data with Power Query</li><li>Build a star schema</li>' +
    '<li>Write measures for revenue, margin and growth</li><li>Publish and schedule refreshes</li></ul>',
  content: [
    section('section1', 'Course content', [
      ['Welcome to this course', '2.4 min', true],
      ['Watch before you start', '4.8 min', true],
      ['Installing Power BI Desktop', '5.9 min', true],
    ]),
    section('section2', 'Getting the data', [
      ['Connecting to Excel and CSV files', '6.2 min', true],
      ['Cleaning data with Power Query', '9.5 min', false],
      ['Merging and appending queries', '7.1 min', false],
    ]),
    section('section3', 'Modelling', [
      ['Facts and dimensions', '8.0 min', false],
      ['Relationships and filter direction', '6.6 min', false],
      ['A date table that works', '5.4 min', false],
      ['First DAX measures', '10.2 min', false],
    ]),
    section('section4', 'Reports and sharing', [
      ['Choosing the right visual', '7.3 min', false],
      ['Slicers, drill-down and tooltips', '6.8 min', false],
      ['Publishing to the service', '4.5 min', false],
      ['Scheduled refresh and row-level security', '8.9 min', false],
    ]),
  ],
};
