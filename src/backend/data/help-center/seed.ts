import type { ApiLanguage } from '@/mocks/utils';
import type { HelpArticle, HelpCenterData } from '@/features/help-center/api/types';
import { helpArticleAr, helpCenterAr } from './seed.ar';
import { helpArticleEn, helpCenterEn } from './seed.en';
import { helpArticleFr, helpCenterFr } from './seed.fr';

/** The help center and its article in each language the API answers in (docs/api.md, "Language"). */
export const helpCenterByLanguage: Record<ApiLanguage, HelpCenterData> = {
  fr: helpCenterFr,
  en: helpCenterEn,
  ar: helpCenterAr,
};
export const helpArticleByLanguage: Record<ApiLanguage, HelpArticle> = {
  fr: helpArticleFr,
  en: helpArticleEn,
  ar: helpArticleAr,
};
