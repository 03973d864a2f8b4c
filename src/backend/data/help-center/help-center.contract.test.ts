import { get, getIn, shapeOf } from '@/mocks/test-client';
import {
  helpArticlePageSchema,
  helpArticleSchema,
  helpCenterSchema,
  type HelpArticle,
  type HelpArticleAnswer,
  type HelpArticlePage,
  type HelpCenterData,
} from '@/features/help-center/api/types';

const listedSlugs = (data: HelpCenterData) => [
  ...data.popularArticles.map((a) => a.slug),
  ...data.allArticles.flatMap((c) => c.articles.map((a) => a.slug)),
  ...data.keepLearning.map((a) => a.slug),
];
const listedTitles = (data: HelpCenterData) => [
  ...data.popularArticles.map((a) => a.title),
  ...data.allArticles.flatMap((c) => c.articles.map((a) => a.title)),
  ...data.keepLearning.map((a) => a.title),
];

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

describe('GET /api/pages/help-center/article?slug=', () => {
  it('answers, in each language, every listed article with its own title and body', async () => {
    for (const language of ['fr', 'en', 'ar']) {
      const { body: center } = await getIn<HelpCenterData>(language, '/api/pages/help-center');
      const slugs = listedSlugs(center);
      expect(new Set(slugs).size).toBe(slugs.length);
      const titles = listedTitles(center);
      const answers = await Promise.all(
        slugs.map((slug) => getIn<HelpArticlePage>(language, '/api/pages/help-center/article', { slug })),
      );
      answers.forEach(({ status, body }, i) => {
        expect(status).toBe(200);
        const article = helpArticlePageSchema.parse(body);
        expect(article.slug).toBe(slugs[i]);
        expect(article.title).toBe(titles[i]);
        expect(article.productContent).toMatch(/^<p>.{30,}<\/p>$/);
        expect(article.checkoutContent).toMatch(/^<ol>(<li>[^<]{10,}<\/li>){3,}<\/ol>$/);
        expect(article.articleList).toEqual(article.related.map((r) => r.title));
        for (const r of article.related) expect(slugs).toContain(r.slug);
      });
      expect(new Set(answers.map((a) => a.body.productContent)).size).toBe(slugs.length);
    }
  });

  it('answers the article in the reader’s language, with the same slugs and links in each', async () => {
    const [fr, en, ar] = await Promise.all(
      ['fr', 'en', 'ar'].map((l) =>
        getIn<HelpArticlePage>(l, '/api/pages/help-center/article', { slug: 'pay-with-mobile-money' }),
      ),
    );
    expect(en!.body.title).toBe('Pay with mobile money');
    expect(fr!.body.title).toBe('Payer par mobile money');
    expect(fr!.body.productContent).toContain('Airtel Money');
    expect(ar!.body.title).toBe('الدفع عبر المحفظة الإلكترونية');
    expect(en!.body.lastUpdated).toMatch(/^\d{1,2} [A-Z][a-z]+ 2026$/);
    expect(ar!.body.related.map((r) => r.slug)).toEqual(en!.body.related.map((r) => r.slug));
    expect(fr!.body.related.map((r) => r.slug)).toEqual([
      'download-an-invoice',
      'change-the-billing-address',
      'refund-policy',
    ]);
    const { articleData, ...article } = fr!.body as HelpArticlePage & { articleData: unknown };
    expect(articleData).toEqual(article);
  });

  it('answers 404 with a message in the reader’s language for a slug it does not list', async () => {
    const [en, fr, ar] = await Promise.all(
      ['en', 'fr', 'ar'].map((l) => getIn(l, '/api/pages/help-center/article', { slug: 'no-such-article' })),
    );
    expect(en!.status).toBe(404);
    expect(en!.body).toEqual({ message: 'No help article has this address. Go back to the help center to find it.' });
    expect(fr!.body).toEqual({
      message: 'Aucun article d’aide n’a cette adresse. Retournez au centre d’aide pour le trouver.',
    });
    expect(ar!.status).toBe(404);
    expect(ar!.body).toEqual({ message: 'لا توجد مقالة مساعدة بهذا العنوان. عُد إلى مركز المساعدة للعثور عليها.' });
    expect((await get('/api/pages/help-center/article', { slug: 'toString' })).status).toBe(404);
  });

  it('answers the spec’s one article, unchanged, without a slug or with an empty one', async () => {
    const spec = await getIn<HelpArticleAnswer>('en', '/api/pages/help-center/article');
    expect(Object.keys(spec.body).sort()).toEqual([
      'articleData',
      'articleList',
      'checkoutContent',
      'checkoutImg',
      'lastUpdated',
      'productContent',
      'productImg',
      'title',
    ]);
    expect(spec.body.title).toBe('How to add a product to the catalogue?');
    expect(spec.body.articleList).toEqual([
      'Import products from a CSV file',
      'Manage categories',
      'Set up discounts',
      'Track stock levels',
      'Publish a scheduled product',
    ]);
    expect((await getIn('en', '/api/pages/help-center/article', { slug: '' })).body).toEqual(spec.body);
  });
});

describe('GET /api/pages/help-center?q=', () => {
  const titlesOf = (data: HelpCenterData) => listedTitles(data);

  it('finds an article by a word of its body, in the reader’s language', async () => {
    const { body: en } = await getIn<HelpCenterData>('en', '/api/pages/help-center', { q: 'airtel' });
    expect(titlesOf(en)).toEqual(['Pay with mobile money']);
    const { body: fr } = await getIn<HelpCenterData>('fr', '/api/pages/help-center', { q: 'ENTREPÔT' });
    expect(titlesOf(fr)).toEqual(['Retourner un produit']);
    // Without the vowel marks the body is written with ("مستودعنا").
    const { body: ar } = await getIn<HelpCenterData>('ar', '/api/pages/help-center', { q: 'مستودع' });
    expect(titlesOf(ar)).toEqual(['إرجاع منتج']);
  });

  it('keeps a whole category whose title matches, and answers empty lists when nothing does', async () => {
    const { body } = await getIn<HelpCenterData>('en', '/api/pages/help-center', { q: 'security' });
    expect(body.allArticles.find((c) => c.icon === 'security')?.articles).toHaveLength(3);
    const none = await getIn<HelpCenterData>('en', '/api/pages/help-center', { q: 'zzzz' });
    expect(none.body).toEqual({ allArticles: [], popularArticles: [], keepLearning: [] });
    const blank = await getIn<HelpCenterData>('en', '/api/pages/help-center', { q: '  ' });
    expect(blank.body).toEqual((await getIn<HelpCenterData>('en', '/api/pages/help-center')).body);
  });
});
