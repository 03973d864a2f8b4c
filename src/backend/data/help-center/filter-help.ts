import type { ApiLanguage } from '@/mocks/utils';
import { containsText } from '@/lib/text-match';
import type { HelpCenterData } from '@/features/help-center/api/types';
import { articleBodyIn } from './article-answer';

/**
 * GET /api/pages/help-center?q=: the articles whose title, card subtitle or body contains `q` in the answer's
 * language (case, accents and Arabic vowel marks ignored). A category whose own title matches keeps all its
 * articles; other categories keep their matching articles, and are dropped when none is left.
 */
export function filterHelpCenter(data: HelpCenterData, q: string, language: ApiLanguage): HelpCenterData {
  if (!q.trim()) return data;
  const hit = (slug: string, ...texts: string[]) => {
    const body = articleBodyIn(slug, language);
    return containsText(q, ...texts, ...(body ? [body.about, ...body.steps] : []));
  };
  return {
    allArticles: data.allArticles
      .map((c) => (containsText(q, c.title) ? c : { ...c, articles: c.articles.filter((a) => hit(a.slug, a.title)) }))
      .filter((c) => c.articles.length > 0),
    popularArticles: data.popularArticles.filter((a) => hit(a.slug, a.title, a.subtitle)),
    keepLearning: data.keepLearning.filter((a) => hit(a.slug, a.title, a.subtitle)),
  };
}
