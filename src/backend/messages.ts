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
  tooManyAccounts: {
    en: 'Too many accounts created from this address. Try again in {minutes} min.',
    fr: 'Trop de comptes créés depuis cette adresse. Réessayez dans {minutes} min.',
    ar: 'حسابات كثيرة أُنشئت من هذا العنوان. أعد المحاولة بعد {minutes} دقيقة.',
  },
  tooManyCodes: {
    en: 'Too many requests for a link or a code. Try again in {minutes} min.',
    fr: 'Trop de demandes de lien ou de code. Réessayez dans {minutes} min.',
    ar: 'طلبات كثيرة لرابط أو رمز. أعد المحاولة بعد {minutes} دقيقة.',
  },
  resetSent: {
    en: 'If an account uses this address, a link to choose a new password has been sent to it. It is valid for 30 minutes.',
    fr: 'Si un compte utilise cette adresse, un lien pour choisir un nouveau mot de passe lui a été envoyé. Il est valable 30 minutes.',
    ar: 'إذا كان هناك حساب يستخدم هذا العنوان، فقد أُرسل إليه رابط لاختيار كلمة مرور جديدة. الرابط صالح لمدة 30 دقيقة.',
  },
  passwordReset: {
    en: 'Your password has been changed and every session of the account has been ended. Sign in with the new password.',
    fr: 'Votre mot de passe a été changé et toutes les sessions du compte ont été fermées. Connectez-vous avec le nouveau mot de passe.',
    ar: 'تم تغيير كلمة المرور وإنهاء كل جلسات الحساب. سجّل الدخول بكلمة المرور الجديدة.',
  },
  codeSent: {
    en: 'A 6-digit code has been sent to {email}. It is valid for 10 minutes.',
    fr: 'Un code à 6 chiffres a été envoyé à {email}. Il est valable 10 minutes.',
    ar: 'أُرسل رمز من 6 أرقام إلى {email}. الرمز صالح لمدة 10 دقائق.',
  },
  verifyLinkSent: {
    en: 'A link to confirm your address has been sent to {email}. It is valid for 24 hours.',
    fr: 'Un lien pour confirmer votre adresse a été envoyé à {email}. Il est valable 24 heures.',
    ar: 'أُرسل رابط لتأكيد عنوانك إلى {email}. الرابط صالح لمدة 24 ساعة.',
  },
  resetMail: {
    en: 'Reset your Okoumé Digital password|Open this link within 30 minutes to choose a new password: {link}\nIf you did not ask for it, ignore this e-mail.',
    fr: 'Réinitialisez votre mot de passe Okoumé Digital|Ouvrez ce lien dans les 30 minutes pour choisir un nouveau mot de passe : {link}\nSi vous ne l’avez pas demandé, ignorez cet e-mail.',
    ar: 'إعادة تعيين كلمة مرور Okoumé Digital|افتح هذا الرابط خلال 30 دقيقة لاختيار كلمة مرور جديدة: {link}\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.',
  },
  verifyMail: {
    en: 'Confirm your Okoumé Digital address|Open this link within 24 hours to confirm your address: {link}',
    fr: 'Confirmez votre adresse Okoumé Digital|Ouvrez ce lien dans les 24 heures pour confirmer votre adresse : {link}',
    ar: 'أكّد عنوانك في Okoumé Digital|افتح هذا الرابط خلال 24 ساعة لتأكيد عنوانك: {link}',
  },
  twoStepsMail: {
    en: 'Your Okoumé Digital sign-in code|Your code is {code}. It is valid for 10 minutes.',
    fr: 'Votre code de connexion Okoumé Digital|Votre code est {code}. Il est valable 10 minutes.',
    ar: 'رمز الدخول إلى Okoumé Digital|رمزك هو {code}. صالح لمدة 10 دقائق.',
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
  // What a read or a write of an unknown record answers with 404.
  productNotFound: {
    en: 'Product not found',
    fr: 'Produit introuvable',
    ar: 'المنتج غير موجود',
  },
  orderNotFound: {
    en: 'Order not found',
    fr: 'Commande introuvable',
    ar: 'الطلب غير موجود',
  },
  reviewNotFound: {
    en: 'Review not found',
    fr: 'Avis introuvable',
    ar: 'المراجعة غير موجودة',
  },
  customerNotFound: {
    en: 'Customer not found',
    fr: 'Client introuvable',
    ar: 'العميل غير موجود',
  },
  addressNotFound: {
    en: 'Address not found',
    fr: 'Adresse introuvable',
    ar: 'العنوان غير موجود',
  },
  invoiceNotFound: {
    en: 'Invoice not found',
    fr: 'Facture introuvable',
    ar: 'الفاتورة غير موجودة',
  },
  courseNotFound: {
    en: 'Course not found',
    fr: 'Cours introuvable',
    ar: 'الدورة غير موجودة',
  },
  messageNotFound: {
    en: 'Message not found',
    fr: 'Message introuvable',
    ar: 'الرسالة غير موجودة',
  },
  connectionNotFound: {
    en: 'Connection not found',
    fr: 'Relation introuvable',
    ar: 'العلاقة غير موجودة',
  },
  contactNotFound: {
    en: 'Contact not found',
    fr: 'Contact introuvable',
    ar: 'جهة الاتصال غير موجودة',
  },
  permissionNotFound: {
    en: 'Permission not found',
    fr: 'Permission introuvable',
    ar: 'الصلاحية غير موجودة',
  },
  roleNotFound: {
    en: 'Role not found',
    fr: 'Rôle introuvable',
    ar: 'الدور غير موجود',
  },
  unknownSection: {
    en: 'Unknown settings section',
    fr: 'Section de paramètres inconnue',
    ar: 'قسم إعدادات غير معروف',
  },
  tooLarge: {
    en: 'Payload Too Large: the body may not exceed 1 MB',
    fr: 'Requête trop volumineuse : le corps ne peut dépasser 1 Mo',
    ar: 'الطلب كبير جدًا: لا يجوز أن يتجاوز المحتوى 1 ميغابايت',
  },
  onlyFromTrash: {
    en: 'Only a message in the trash can be deleted',
    fr: 'Seul un message de la corbeille peut être supprimé',
    ar: 'لا يمكن حذف إلا رسالة موجودة في سلة المهملات',
  },
  unknownTab: {
    en: 'Unknown tab',
    fr: 'Onglet inconnu',
    ar: 'تبويب غير معروف',
  },
} satisfies Record<string, Record<ApiLanguage, string>>;

export type MessageKey = keyof typeof messages;

export function messageIn(language: ApiLanguage, key: MessageKey, values: Record<string, string | number> = {}) {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `{ message }` with this status, in the reader's language. */
export const refuse = (
  c: ApiContext,
  status: 401 | 403 | 404 | 409 | 413 | 415 | 429,
  key: MessageKey,
  values?: Record<string, number>,
) => c.json({ message: messageIn(languageOf(c), key, values) }, status);
