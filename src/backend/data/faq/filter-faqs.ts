import { containsText } from '@/lib/text-match';
import type { FaqGroup } from '@/features/faq/api/types';

/**
 * Keeps the questions whose question or answer contains q, ignoring case and accents (docs/decisions.md, FAQ);
 * drops the groups left empty.
 */
export function filterFaqs(groups: readonly FaqGroup[], q: string): FaqGroup[] {
  return groups
    .map((group) => ({ ...group, faqs: group.faqs.filter((faq) => containsText(q, faq.question, faq.answer)) }))
    .filter((group) => group.faqs.length > 0);
}
