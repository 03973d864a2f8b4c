import { http, HttpResponse } from 'msw';
import { containsText } from '@/lib/text-match';
import { delay, requestLanguage, safe } from '@/mocks/utils';
import type { FaqGroup } from '../api/types';
import { faqGroupsByLanguage } from './seed';

/**
 * Keeps the questions whose question or answer contains q, ignoring case and accents (docs/decisions.md, FAQ);
 * drops the groups left empty.
 */
export function filterFaqs(groups: readonly FaqGroup[], q: string): FaqGroup[] {
  return groups
    .map((group) => ({ ...group, faqs: group.faqs.filter((faq) => containsText(q, faq.question, faq.answer)) }))
    .filter((group) => group.faqs.length > 0);
}

export const faqHandlers = [
  http.get(
    '*/api/pages/faq',
    safe(async ({ request }) => {
      await delay();
      const groups = faqGroupsByLanguage[requestLanguage(request)];
      return HttpResponse.json(filterFaqs(groups, new URL(request.url).searchParams.get('q') ?? ''));
    }),
  ),
];
