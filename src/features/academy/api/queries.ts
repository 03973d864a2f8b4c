import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { CourseQuery } from './lists';
import type { AcademyDashboard } from './dashboard-types';
import type { CourseDetails, CourseList } from './types';

const fetchCourses = (query: CourseQuery, signal?: AbortSignal) =>
  api.get<CourseList>('/api/apps/academy/courses', { query: listQueryParams(query), signal });

export const academyQueries = {
  courses: listQueryOptions(['academy', 'courses'], fetchCourses),
  /** The dashboard's widgets; keyed by language, as their texts come in it. */
  dashboard: (language: string) =>
    queryOptions({
      queryKey: ['academy', 'dashboard', language] as const,
      queryFn: ({ signal }) => api.get<AcademyDashboard>('/api/apps/academy/dashboard', { signal }),
    }),
  /** A course's details; without an id, the spec's default course. */
  details: (id?: string) =>
    queryOptions({
      queryKey: ['academy', 'course-details', id ?? null] as const,
      queryFn: ({ signal }) => api.get<CourseDetails>('/api/apps/academy/course-details', { query: { id }, signal }),
    }),
};

/** Every course, for the dashboard's figures (25 sample courses fit in one page of 100). */
export const allCoursesQuery = () => academyQueries.courses({ itemsPerPage: 100 });
