import { routes } from '@/config/paths';

/** The details page of one course: the id rides in the address, so a reload or a shared link opens it again. */
export const courseDetailsPath = (id: number) => `${routes['apps-academy-course-details']}?id=${id}`;
