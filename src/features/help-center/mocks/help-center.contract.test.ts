import { get, getIn, shapeOf } from '@/mocks/test-client';
import {
  helpArticleSchema,
  helpCenterSchema,
  type HelpArticle,
  type HelpArticleAnswer,
  type HelpCenterData,
} from '../api/types';

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

describe('GET /api/pages/help-center/article, read as docs/spec.md §7 names it', () => {
  it('also answers the same article under articleData', async () => {
    const { body } = await get<HelpArticleAnswer>('/api/pages/help-center/article');
    const { articleData, ...article } = body;
    expect(helpArticleSchema.parse(articleData)).toEqual(helpArticleSchema.parse(article));
    expect(Object.keys(articleData).sort()).toEqual([
      'articleList',
      'checkoutContent',
      'checkoutImg',
      'lastUpdated',
      'productContent',
      'productImg',
      'title',
    ]);
  });
});

describe('the help center in the reader’s language', () => {
  const keys = (data: HelpCenterData) => ({
    categories: data.allArticles.map((c) => c.icon),
    cards: [...data.popularArticles, ...data.keepLearning].map((a) => `${a.slug}:${a.img}`),
  });

  it('answers French (the default), English and Arabic texts in the same shape, slugs and icons', async () => {
    const [none, fr, en, ar] = await Promise.all([
      get<HelpCenterData>('/api/pages/help-center'),
      ...['fr', 'en', 'ar'].map((l) => getIn<HelpCenterData>(l, '/api/pages/help-center')),
    ]);
    expect(none.body).toEqual(fr!.body);
    for (const data of [fr!.body, en!.body, ar!.body]) helpCenterSchema.parse(data);
    expect(shapeOf(fr!.body)).toEqual(shapeOf(en!.body));
    expect(shapeOf(ar!.body)).toEqual(shapeOf(en!.body));
    expect(keys(fr!.body)).toEqual(keys(en!.body));
    expect(keys(ar!.body)).toEqual(keys(en!.body));
    expect(fr!.body.allArticles.map((c) => c.title)).toContain('Facturation et paiements');
    expect(en!.body.allArticles.map((c) => c.title)).toContain('Billing & Payments');
    expect(ar!.body.allArticles.map((c) => c.title)).toContain('الفوترة والمدفوعات');
  });

  it('answers the article in each language, in the same shape', async () => {
    const [fr, en, ar] = await Promise.all(
      ['fr', 'en', 'ar'].map((l) => getIn<HelpArticleAnswer>(l, '/api/pages/help-center/article')),
    );
    expect(shapeOf(fr!.body)).toEqual(shapeOf(en!.body));
    expect(shapeOf(ar!.body)).toEqual(shapeOf(en!.body));
    expect(fr!.body.title).toBe('Comment ajouter un produit au catalogue\u00a0?');
    expect(fr!.body.articleData.checkoutContent).toContain('livraison en colis (gratuite)');
    expect(ar!.body.title).toBe('كيف أضيف منتجًا إلى الكتالوج؟');
    expect(ar!.body.productContent).toContain('<p>');
    expect(en!.body.title).toBe('How to add a product to the catalogue?');
  });

  it('writes French with non-breaking spaces before ? : ; !', async () => {
    const answers = await Promise.all(
      ['/api/pages/help-center', '/api/pages/help-center/article'].map((path) => getIn('fr', path)),
    );
    for (const { text } of answers) expect(text).not.toMatch(/ [?:;!»]|« /);
  });
});
