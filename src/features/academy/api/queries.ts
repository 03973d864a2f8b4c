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
  details: () =>
    queryOptions({
      queryKey: ['academy', 'course-details'] as const,
      queryFn: ({ signal }) => api.get<CourseDetails>('/api/apps/academy/course-details', { signal }),
    }),
};

/** Every course, for the dashboard's figures (25 sample courses fit in one page of 100). */
export const allCoursesQuery = () => academyQueries.courses({ page: 1, itemsPerPage: 100 });
