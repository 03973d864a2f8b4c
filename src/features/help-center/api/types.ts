import { z } from 'zod';

/** Illustration and icon keys the screens map to an icon (no image to load). */
export const helpIllustrations = ['rocket', 'gift', 'keyboard', 'laptop', 'lightbulb', 'chat'] as const;
export const helpCategoryIcons = ['rocket', 'account', 'billing', 'delivery', 'security', 'integrations'] as const;

export const helpArticleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.enum(helpIllustrations),
  subtitle: z.string(),
});

/** An article as lists name it: its address segment (the same in every language) and its title. */
export const helpArticleLinkSchema = z.object({ slug: z.string(), title: z.string() });

export const helpCategorySchema = z.object({
  title: z.string(),
  icon: z.enum(helpCategoryIcons),
  articles: z.array(helpArticleLinkSchema),
});

export const helpCenterSchema = z.object({
  allArticles: z.array(helpCategorySchema),
  popularArticles: z.array(helpArticleCardSchema),
  keepLearning: z.array(helpArticleCardSchema),
});

export const helpArticleSchema = z.object({
  title: z.string(),
  /** "Updated 2 weeks ago" style text. */
  lastUpdated: z.string(),
  /** HTML. */
  productContent: z.string(),
  /** HTML. */
  checkoutContent: z.string(),
  /** Related article titles. */
  articleList: z.array(z.string()),
  checkoutImg: z.enum(helpIllustrations),
  productImg: z.enum(helpIllustrations),
});

/** GET /api/pages/help-center/article?slug=: the article of that slug, with links to the articles beside it. */
export const helpArticlePageSchema = helpArticleSchema.extend({
  slug: z.string(),
  related: z.array(helpArticleLinkSchema),
});

export type HelpIllustration = (typeof helpIllustrations)[number];
export type HelpCategoryIcon = (typeof helpCategoryIcons)[number];
export type HelpArticleCard = z.infer<typeof helpArticleCardSchema>;
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export type HelpCenterData = z.infer<typeof helpCenterSchema>;
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export type HelpArticleLink = z.infer<typeof helpArticleLinkSchema>;
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;
/** GET /api/pages/help-center/article: the article itself, also under articleData (the name docs/spec.md §7 answers with). */
export type HelpArticleAnswer = HelpArticle & { articleData: HelpArticle };
