import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/marketing.json';
import en from '@/locales/en/marketing.json';
import fr from '@/locales/fr/marketing.json';
import { brokerageOffers, digitalOffers, offerAnchor, trainingOffers } from './offers';

const offers = [...digitalOffers, ...brokerageOffers, ...trainingOffers];

describe('offers', () => {
  it('gives each of the twenty offers an anchor of its own', () => {
    const anchors = offers.map(offerAnchor);
    expect(offers).toHaveLength(20);
    expect(new Set(anchors).size).toBe(20);
    expect(offerAnchor('realEstate')).toBe('offer-real-estate');
    for (const anchor of anchors) expect(anchor).toMatch(/^offer-[a-z0-9-]+$/);
  });

  it.each([
    ['fr', fr],
    ['en', en],
    ['ar', ar],
  ] as const)(
    'says what each offer is, for whom and what the client gets, in %s, with texts of its own',
    (_, locale) => {
      const texts = offers.flatMap((offer) => {
        const details = locale.offerDetails[offer];
        const name = locale.catalogue[offer];
        return [details.summary, details.audience, details.outcome].map((text) => {
          expect(text.length, `${offer}`).toBeGreaterThan(40);
          expect(text).not.toBe(name);
          return text;
        });
      });
      expect(new Set(texts).size).toBe(texts.length);
    },
  );
});
