import { Hono } from 'hono';
import { projectList } from '@/features/analytics/api/lists';
import { chartsData } from '@/backend/data/charts/charts-data';
import { localiseSale } from '@/backend/data/datatable/localise-sale';
import { filterFaqs } from '@/backend/data/faq/filter-faqs';
import { faqGroupsByLanguage } from '@/backend/data/faq/seed';
import { helpArticleIn } from '@/backend/data/help-center/article-answer';
import { filterHelpCenter } from '@/backend/data/help-center/filter-help';
import { helpArticleByLanguage, helpCenterByLanguage } from '@/backend/data/help-center/seed';
import { allow, anyone, can } from '../auth/access';
import { type ApiEnv, languageOf, listQuery } from '../env';
import { refuse } from '../messages';

/** docs/api.md, "Analytics, data table" and "Pages" (the profile: `profile.ts`; permissions: `permissions.ts`). */
export const pagesRoutes = new Hono<ApiEnv>()
  .get('/dashboard/analytics/projects', can('read', 'Dashboard'), async (c) =>
    c.json(await c.var.store.analyticsProjects.list(listQuery(projectList, c), languageOf(c))),
  )
  .get('/pages/charts', can('read', 'Page'), (c) => c.json(chartsData(languageOf(c))))
  .get('/pages/datatable', can('read', 'Page'), async (c) =>
    c.json((await c.var.store.salesDetails.all()).map((s) => localiseSale(s, languageOf(c)))),
  )
  .get('/pages/faq', can('read', 'Page'), (c) =>
    c.json(filterFaqs(faqGroupsByLanguage[languageOf(c)], c.req.query('q') ?? '')),
  )
  .get('/pages/help-center', allow(anyone), (c) => {
    const language = languageOf(c);
    return c.json(filterHelpCenter(helpCenterByLanguage[language], c.req.query('q') ?? '', language));
  })
  .get('/pages/help-center/article', allow(anyone), (c) => {
    const slug = c.req.query('slug');
    // Without a slug, docs/spec.md §7's one article; with one, the listed article of that slug.
    const article = slug ? helpArticleIn(slug, languageOf(c)) : helpArticleByLanguage[languageOf(c)];
    if (!article) return refuse(c, 404, 'articleNotFound');
    // docs/spec.md §7 answers "articleData": the object itself, and the same under that name.
    return c.json({ ...article, articleData: article });
  });
