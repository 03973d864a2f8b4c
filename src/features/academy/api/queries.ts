import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CourseDetails, CourseList } from './types';

type ListQuery = Record<string, string | number | undefined>;

export const academyQueries = {
  /** The grid keeps the previous page on screen while the next one loads. */
  courses: (query: ListQuery) =>
    queryOptions({
      queryKey: ['academy', 'courses', query] as const,
      queryFn: ({ signal }) => api.get<CourseList>('/api/apps/academy/courses', { query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** A course's details; without an id, the spec's default course. */
  details: (id?: string) =>
    queryOptions({
      queryKey: ['academy', 'course-details', id ?? null] as const,
      queryFn: ({ signal }) => api.get<CourseDetails>('/api/apps/academy/course-details', { query: { id }, signal }),
    }),
};

/** Every course, for the dashboard's figures (25 sample courses fit in one page of 100). */
export const allCoursesQuery = () => academyQueries.courses({ page: 1, itemsPerPage: 100 });
