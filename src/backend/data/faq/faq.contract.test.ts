import { get, getIn, shapeOf } from '@/mocks/test-client';
import { faqGroupListSchema, type FaqGroup } from '@/features/faq/api/types';

const url = '/api/pages/faq';
const titles = (groups: FaqGroup[]) => groups.map((g) => g.faqTitle);
const answers = (groups: FaqGroup[]) => groups.flatMap((g) => g.faqs.map((f) => f.answer)).join(' ');
const questions = (groups: FaqGroup[]) => groups.flatMap((g) => g.faqs.map((f) => f.question));

describe('GET /api/pages/faq', () => {
  it('answers every group without q', async () => {
    const { status, body } = await getIn<FaqGroup[]>('en', url);
    expect(status).toBe(200);
    expect(titles(faqGroupListSchema.parse(body))).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & Return',
      'My Orders',
      'Product & Services',
    ]);
  });

  it('filters questions case-insensitively and drops groups left empty', async () => {
    const { body } = await getIn<FaqGroup[]>('en', url, { q: 'CANCEL' });
    expect(titles(body)).toEqual(['Cancellation & Return']);
    expect(questions(body)).toEqual(['Can I cancel my order?']);
  });

  it('keeps several groups when several match', async () => {
    const { body } = await getIn<FaqGroup[]>('en', url, { q: 'order' });
    expect(body.length).toBeGreaterThan(1);
  });

  it.each(['zzz', '.*', '%', '<script>'])('answers an empty list for %s', async (q) => {
    const { status, body } = await getIn<FaqGroup[]>('en', url, { q });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('GET /api/pages/faq in the reader’s language', () => {
  it('answers in French when no language is named, French being the default', async () => {
    const { body } = await get<FaqGroup[]>(url);
    expect(titles(body)).toEqual([
      'Paiement',
      'Livraison',
      'Annulation et retour',
      'Mes commandes',
      'Produits et services',
    ]);
  });

  it('answers French, English and Arabic texts in the same shape, with the same topics', async () => {
    const [fr, en, ar] = await Promise.all(['fr', 'en', 'ar'].map((l) => getIn<FaqGroup[]>(l, url)));
    for (const answer of [fr!, en!, ar!]) faqGroupListSchema.parse(answer.body);
    expect(shapeOf(fr!.body)).toEqual(shapeOf(en!.body));
    expect(shapeOf(ar!.body)).toEqual(shapeOf(en!.body));
    expect(fr!.body.map((g) => g.faqIcon)).toEqual(en!.body.map((g) => g.faqIcon));
    expect(ar!.body.map((g) => g.faqIcon)).toEqual(en!.body.map((g) => g.faqIcon));
    expect(answers(fr!.body)).toContain('Le paiement est prélevé au moment de la commande.');
    expect(answers(ar!.body)).toMatch(/[\u0600-\u06ff]/);
    expect(answers(ar!.body)).not.toMatch(/\b(the|and|your)\b/i);
    expect(new Set([questions(fr!.body)[0], questions(en!.body)[0], questions(ar!.body)[0]]).size).toBe(3);
  });

  it.each([
    ['en', [/\$69/, /\$99/, /parcel delivery is free/i, /48 hours/, /72 hours before/, /15 days/]],
    [
      'fr',
      [
        /69\u00a0\$/,
        /99\u00a0\$/,
        /livraison en colis est gratuite/,
        /48\u00a0heures/,
        /72\u00a0heures avant/,
        /15\u00a0jours/,
      ],
    ],
    ['ar', [/69 دولارًا/, /99 دولارًا/, /توصيل الطرود مجاني/, /48 ساعة/, /72 ساعة قبل/, /15 يومًا/]],
  ] as const)('states the docs/spec.md §9 business facts in %s', async (language, facts) => {
    const { body } = await getIn<FaqGroup[]>(language, url);
    for (const fact of facts) expect(answers(body)).toMatch(fact);
  });

  it('writes French with non-breaking spaces before ? : ; ! and inside « »', async () => {
    const { body } = await getIn<FaqGroup[]>('fr', url);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/ [?:;!»]|« /);
    expect(text).toContain('\u00a0?');
  });

  it('finds "livraison" in French answers as well as questions', async () => {
    const { body } = await getIn<FaqGroup[]>('fr', url, { q: 'livraison' });
    const found = body.flatMap((g) => g.faqs);
    expect(found.some((f) => !/livraison/i.test(f.question) && /livraison/i.test(f.answer))).toBe(true);
    expect(found.every((f) => /livraison/i.test(f.question + f.answer))).toBe(true);
    expect(found.map((f) => f.question)).toContain('Puis-je annuler ma commande\u00a0?');
  });

  it('matches what the French reader sees, accents and case aside', async () => {
    const { body } = await getIn<FaqGroup[]>('fr', url, { q: 'REMBOURSE' });
    expect(questions(body)).toContain('Quand serai-je remboursé\u00a0?');
    const english = await getIn<FaqGroup[]>('fr', url, { q: 'refund' });
    expect(english.body).toEqual([]);
  });

  it('matches what the Arabic reader sees, with or without vowel marks', async () => {
    const { body } = await getIn<FaqGroup[]>('ar', url, { q: 'الإرجاع' });
    expect(titles(body)).toEqual(['الإلغاء والإرجاع']);
    const unmarked = await getIn<FaqGroup[]>('ar', url, { q: 'تتبع' });
    expect(questions(unmarked.body)).toContain('هل يمكنني تتبّع التوصيل؟');
    expect((await getIn<FaqGroup[]>('ar', url, { q: 'delivery' })).body).toEqual([]);
  });
});
