import { http, HttpResponse } from 'msw';
import { delay, safe } from '@/mocks/utils';
import { helpArticle, helpCenterData } from './seed';

export const helpCenterHandlers = [
  http.get(
    '*/api/pages/help-center',
    safe(async () => {
      await delay();
      return HttpResponse.json(helpCenterData);
    }),
  ),
  http.get(
    '*/api/pages/help-center/article',
    safe(async () => {
      await delay();
      return HttpResponse.json(helpArticle);
    }),
  ),
];
