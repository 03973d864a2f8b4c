import { dateTimeFormat } from '@/lib/intl-cache';
import type { ApiLanguage } from '@/mocks/utils';
import type {
  HelpArticleLink,
  HelpArticlePage,
  HelpCategoryIcon,
  HelpCenterData,
  HelpIllustration,
} from '@/features/help-center/api/types';
import type { ArticleBody, HelpArticleBodies } from './article-body';
import { articleBodiesAr } from './articles.ar';
import { articleBodiesEn } from './articles.en';
import { articleBodiesFr } from './articles.fr';
import { helpCenterByLanguage } from './seed';

const bodiesByLanguage: Record<ApiLanguage, HelpArticleBodies> = {
  fr: articleBodiesFr,
  en: articleBodiesEn,
  ar: articleBodiesAr,
};

/** A category's articles are illustrated like the category; cards keep their own picture. */
const categoryIllustration: Record<HelpCategoryIcon, HelpIllustration> = {
  rocket: 'rocket',
  account: 'keyboard',
  billing: 'gift',
  delivery: 'laptop',
  security: 'lightbulb',
  integrations: 'chat',
};

interface IndexedArticle extends HelpArticleLink {
  img: HelpIllustration;
  /** The other articles of the same card row or category. */
  siblings: HelpArticleLink[];
}

const link = ({ slug, title }: HelpArticleLink): HelpArticleLink => ({ slug, title });
const others = (all: HelpArticleLink[], slug: string) => all.filter((a) => a.slug !== slug).map(link);

/** Every article the help center lists, in its order: popular cards, categories, keep learning. */
function articleIndex(center: HelpCenterData): IndexedArticle[] {
  const cards = (row: HelpCenterData['popularArticles']) =>
    row.map((a) => ({ ...link(a), img: a.img, siblings: others(row, a.slug) }));
  return [
    ...cards(center.popularArticles),
    ...center.allArticles.flatMap((c) =>
      c.articles.map((a) => ({ ...link(a), img: categoryIllustration[c.icon], siblings: others(c.articles, a.slug) })),
    ),
    ...cards(center.keepLearning),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Last reviewed a few days apart, newest first: the same dates on every host and in every run. */
function lastUpdated(position: number, language: ApiLanguage): string {
  const locale = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-u-nu-latn' }[language];
  const day = Date.UTC(2026, 10, 20) - position * 3 * 86_400_000;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** The body of the article of this slug in this language (undefined for a slug the help center does not list). */
export function articleBodyIn(slug: string, language: ApiLanguage): ArticleBody | undefined {
  return Object.hasOwn(bodiesByLanguage[language], slug)
    ? bodiesByLanguage[language][slug as keyof HelpArticleBodies]
    : undefined;
}

/**
 * GET /api/pages/help-center/article?slug=: the spec's article shape (docs/spec.md §3) for one listed article:
 * what it is for, then its steps; `articleList` names the articles beside it, `related` links them.
 */
export function helpArticleIn(slug: string, language: ApiLanguage): HelpArticlePage | undefined {
  const index = articleIndex(helpCenterByLanguage[language]);
  const position = index.findIndex((a) => a.slug === slug);
  const article = index[position];
  const body = articleBodyIn(slug, language);
  if (!article || !body) return undefined;
  return {
    slug,
    title: article.title,
    lastUpdated: lastUpdated(position, language),
    productContent: `<p>${escapeHtml(body.about)}</p>`,
    checkoutContent: `<ol>${body.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
    articleList: article.siblings.map((a) => a.title),
    productImg: article.img,
    checkoutImg: article.img === 'lightbulb' ? 'keyboard' : 'lightbulb',
    related: article.siblings,
  };
}
