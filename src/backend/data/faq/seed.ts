import type { ApiLanguage } from '@/mocks/utils';
import type { FaqGroup } from '@/features/faq/api/types';
import { faqGroupsAr } from './seed.ar';
import { faqGroupsEn } from './seed.en';
import { faqGroupsFr } from './seed.fr';

/** The FAQ in each language the API answers in (docs/api.md, "Language"). */
export const faqGroupsByLanguage: Record<ApiLanguage, FaqGroup[]> = {
  fr: faqGroupsFr,
  en: faqGroupsEn,
  ar: faqGroupsAr,
};
