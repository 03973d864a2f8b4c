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
      // SPEC §7 answers "articleData": the object itself, and the same under that name.
      return HttpResponse.json({ ...helpArticle, articleData: helpArticle });
    }),
  ),
];
