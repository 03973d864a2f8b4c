import { get } from '@/mocks/test-client';
import { helpArticleSchema, helpCenterSchema, type HelpArticle, type HelpArticleAnswer, type HelpCenterData } from '../api/types';

describe('GET /api/pages/help-center', () => {
  it('answers allArticles, popularArticles and keepLearning', async () => {
    const { status, body } = await get<HelpCenterData>('/api/pages/help-center');
    expect(status).toBe(200);
    const data = helpCenterSchema.parse(body);
    expect(Object.keys(data).sort()).toEqual(['allArticles', 'keepLearning', 'popularArticles']);
    expect(data.popularArticles).toHaveLength(3);
    expect(data.keepLearning).toHaveLength(3);
    expect(data.allArticles.every((c) => c.articles.length > 0)).toBe(true);
    const slugs = [...data.popularArticles, ...data.keepLearning].map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe('GET /api/pages/help-center/article', () => {
  it('answers the article data', async () => {
    const { status, body } = await get<HelpArticle>('/api/pages/help-center/article');
    expect(status).toBe(200);
    const article = helpArticleSchema.parse(body);
    expect(article.articleList.length).toBeGreaterThan(0);
    expect(article.productContent).toContain('<p>');
  });
});

describe('GET /api/pages/help-center/article, read as SPEC §7 names it', () => {
  it('also answers the same article under articleData', async () => {
    const { body } = await get<HelpArticleAnswer>('/api/pages/help-center/article');
    const { articleData, ...article } = body;
    expect(helpArticleSchema.parse(articleData)).toEqual(helpArticleSchema.parse(article));
    expect(Object.keys(articleData).sort()).toEqual(
      ['articleList', 'checkoutContent', 'checkoutImg', 'lastUpdated', 'productContent', 'productImg', 'title'],
    );
  });
});
