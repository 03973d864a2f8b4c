import type { ApiLanguage } from '@/mocks/utils';
import type { ApiContext } from './env';
import { languageOf } from './env';

/** The API's refusals, in the reader's language (docs/api.md, "Language"; docs/security.md). */
const messages = {
  signIn: {
    en: 'Sign in to continue',
    fr: 'Connectez-vous pour continuer',
    ar: 'سجّل الدخول للمتابعة',
  },
  forbidden: {
    en: 'Your account is not allowed to do this',
    fr: "Votre compte n'est pas autorisé à faire cela",
    ar: 'حسابك غير مسموح له بهذا الإجراء',
  },
  crossOrigin: {
    en: 'Changes are accepted only from this site',
    fr: 'Les modifications ne sont acceptées que depuis ce site',
    ar: 'لا تُقبل التعديلات إلا من هذا الموقع',
  },
  jsonOnly: {
    en: 'The body must be JSON (Content-Type: application/json)',
    fr: 'Le corps doit être du JSON (Content-Type: application/json)',
    ar: 'يجب أن يكون المحتوى بصيغة JSON (Content-Type: application/json)',
  },
  tooManySignIns: {
    en: 'Too many failed sign-ins. Try again in {minutes} min.',
    fr: 'Trop de tentatives de connexion échouées. Réessayez dans {minutes} min.',
    ar: 'محاولات دخول فاشلة كثيرة. أعد المحاولة بعد {minutes} دقيقة.',
  },
  tooManyMessages: {
    en: 'Too many messages from this address. Try again in {minutes} min; your text is kept.',
    fr: 'Trop de messages depuis cette adresse. Réessayez dans {minutes} min ; votre texte est conservé.',
    ar: 'رسائل كثيرة من هذا العنوان. أعد المحاولة بعد {minutes} دقيقة؛ نصّك محفوظ.',
  },
  tooManySignUps: {
    en: 'Too many sign-ups from this address. Try again in {minutes} min.',
    fr: 'Trop d’inscriptions depuis cette adresse. Réessayez dans {minutes} min.',
    ar: 'تسجيلات كثيرة من هذا العنوان. أعد المحاولة بعد {minutes} دقيقة.',
  },
  articleNotFound: {
    en: 'No help article has this address. Go back to the help center to find it.',
    fr: 'Aucun article d’aide n’a cette adresse. Retournez au centre d’aide pour le trouver.',
    ar: 'لا توجد مقالة مساعدة بهذا العنوان. عُد إلى مركز المساعدة للعثور عليها.',
  },
  captchaFailed: {
    en: 'The reCAPTCHA check failed. Please try again.',
    fr: 'La vérification reCAPTCHA a échoué. Veuillez réessayer.',
    ar: 'فشل التحقق من reCAPTCHA. يرجى إعادة المحاولة.',
  },
} satisfies Record<string, Record<ApiLanguage, string>>;

export type MessageKey = keyof typeof messages;

export function messageIn(language: ApiLanguage, key: MessageKey, values: Record<string, string | number> = {}) {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `{ message }` with this status, in the reader's language. */
export const refuse = (
  c: ApiContext,
  status: 401 | 403 | 404 | 415 | 429,
  key: MessageKey,
  values?: Record<string, number>,
) => c.json({ message: messageIn(languageOf(c), key, values) }, status);
