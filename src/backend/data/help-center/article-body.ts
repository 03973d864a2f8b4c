import type { articleBodiesEn } from './articles.en';

/** An article's text: what it is for, then the steps to follow. Its title is the help center's. */
export interface ArticleBody {
  about: string;
  steps: string[];
}

/** English is the source: the French and Arabic files must write every English article. */
export type HelpArticleSlug = keyof typeof articleBodiesEn;
export type HelpArticleBodies = Record<HelpArticleSlug, ArticleBody>;
