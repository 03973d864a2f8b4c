import { http, HttpResponse } from 'msw';
import { delay, requestLanguage, safe } from '@/mocks/utils';
import { helpArticleByLanguage, helpCenterByLanguage } from './seed';

export const helpCenterHandlers = [
  http.get(
    '*/api/pages/help-center',
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(helpCenterByLanguage[requestLanguage(request)]);
    }),
  ),
  http.get(
    '*/api/pages/help-center/article',
    safe(async ({ request }) => {
      await delay();
      const article = helpArticleByLanguage[requestLanguage(request)];
      // docs/spec.md §7 answers "articleData": the object itself, and the same under that name.
      return HttpResponse.json({ ...article, articleData: article });
    }),
  ),
];
