import { http, HttpResponse } from 'msw';
import { delay, safe } from '@/mocks/utils';
import type { FaqGroup } from '../api/types';
import { faqGroups } from './seed';

/** Keeps the questions that contain q (any case); drops the groups left empty. */
export function filterFaqs(groups: readonly FaqGroup[], q: string): FaqGroup[] {
  const needle = q.trim().toLowerCase();
  return groups
    .map((group) => ({ ...group, faqs: group.faqs.filter((faq) => faq.question.toLowerCase().includes(needle)) }))
    .filter((group) => group.faqs.length > 0);
}

export const faqHandlers = [
  http.get(
    '*/api/pages/faq',
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(filterFaqs(faqGroups, new URL(request.url).searchParams.get('q') ?? ''));
    }),
  ),
];
