import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { delay, safe } from '@/mocks/utils';

export const datatableHandlers = [
  http.get(
    '*/api/pages/datatable',
    safe(async () => {
      await delay();
      return HttpResponse.json(db.salesDetails);
    }),
  ),
];
