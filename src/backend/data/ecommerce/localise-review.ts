import { catalogueName } from '@/mocks/catalogue-language';
import { byWording, inLanguage } from '@/mocks/texts-by-wording';
import type { ApiLanguage } from '@/mocks/utils';
import type { Review } from '@/features/ecommerce/api/types';
import { reviewTexts } from './review-texts';

const texts = Object.values(reviewTexts).flat();
const heads = byWording(texts.map((t) => t.head));
const paras = byWording(texts.map((t) => t.para));

/**
 * A review in the reader's language (docs/decisions.md, "Product texts"): its sample title and body, and the
 * product's catalogue name as the products list answers it; brands and reviewers' names stay as they are.
 */
export const localiseReview = (review: Review, language: ApiLanguage): Review => ({
  ...review,
  product: catalogueName(review.product, language),
  head: inLanguage(heads, review.head, language),
  para: inLanguage(paras, review.para, language),
});
