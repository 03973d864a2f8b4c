import { containsText } from '@/lib/text-match';
import type { HelpCenterData } from '../api/types';

/**
 * Title search, as the reader typed it (case, accents and Arabic vowel marks ignored), over categories (keeping
 * only matching articles) and article cards. The data is already in the reader's language.
 */
export function filterHelpCenter(data: HelpCenterData, q: string): HelpCenterData {
  if (!q.trim()) return data;
  const hit = (...texts: string[]) => containsText(q, ...texts);
  return {
    allArticles: data.allArticles
      .map((c) => (hit(c.title) ? c : { ...c, articles: c.articles.filter((a) => hit(a.title)) }))
      .filter((c) => c.articles.length > 0),
    popularArticles: data.popularArticles.filter((a) => hit(a.title, a.subtitle)),
    keepLearning: data.keepLearning.filter((a) => hit(a.title, a.subtitle)),
  };
}
