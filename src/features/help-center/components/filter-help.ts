import type { HelpCenterData } from '../api/types';

/** Case-insensitive title search over categories (keeping only matching articles) and article cards. */
export function filterHelpCenter(data: HelpCenterData, q: string): HelpCenterData {
  const needle = q.trim().toLowerCase();
  if (!needle) return data;
  const hit = (s: string) => s.toLowerCase().includes(needle);
  return {
    allArticles: data.allArticles
      .map((c) => (hit(c.title) ? c : { ...c, articles: c.articles.filter((a) => hit(a.title)) }))
      .filter((c) => c.articles.length > 0),
    popularArticles: data.popularArticles.filter((a) => hit(a.title) || hit(a.subtitle)),
    keepLearning: data.keepLearning.filter((a) => hit(a.title) || hit(a.subtitle)),
  };
}
