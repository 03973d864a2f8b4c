import type { ApiLanguage } from '@/mocks/utils';
import type { ChatPerson, Presence } from '@/features/chat/api/types';

export type Localised = Record<ApiLanguage, string>;

interface SamplePerson {
  id: number;
  fullName: string;
  title: Localised;
  company: string;
  city: Localised;
  email: string;
  phone: string;
  about: Localised;
  /** Sample contacts keep this one; a demo account's is the one its user set (`Store['chat'].presence`). */
  presence: Presence;
}

/**
 * The people of the chat (docs/product.md): the two administrator demo accounts (ids 1 and 3, as in
 * `auth/accounts.ts`) at Okoumé Digital in Libreville, and the company's clients across Central Africa.
 */
export const chatPeople: SamplePerson[] = [
  {
    id: 1,
    fullName: 'Aïcha Mbemba',
    title: { fr: 'Directrice commerciale', en: 'Sales director', ar: 'مديرة المبيعات' },
    company: 'Okoumé Digital',
    city: { fr: 'Libreville, Gabon', en: 'Libreville, Gabon', ar: 'ليبرفيل، الغابون' },
    email: 'admin@demo.com',
    phone: '+241 01 44 20 10',
    about: {
      fr: 'Je suis le lien entre nos clients et l’équipe projet : devis, planning et suivi.',
      en: 'I link our clients with the project team: quotes, planning and follow-up.',
      ar: 'أربط عملاءنا بفريق المشاريع: العروض والتخطيط والمتابعة.',
    },
    presence: 'online',
  },
  {
    id: 3,
    fullName: 'Michel Ondo',
    title: { fr: 'Responsable du support', en: 'Support lead', ar: 'مسؤول الدعم' },
    company: 'Okoumé Digital',
    city: { fr: 'Libreville, Gabon', en: 'Libreville, Gabon', ar: 'ليبرفيل، الغابون' },
    email: 'support@demo.com',
    phone: '+241 01 44 20 12',
    about: {
      fr: 'Incidents, maintenance et hébergement : je réponds du lundi au samedi, de 8 h à 18 h.',
      en: 'Incidents, maintenance and hosting: I answer Monday to Saturday, 8 am to 6 pm.',
      ar: 'الأعطال والصيانة والاستضافة: أرد من الاثنين إلى السبت، من 8 صباحًا إلى 6 مساءً.',
    },
    presence: 'online',
  },
  {
    id: 101,
    fullName: 'Grâce Mouanda',
    title: { fr: 'Responsable marketing', en: 'Marketing manager', ar: 'مسؤولة التسويق' },
    company: 'Mouanda Logistique',
    city: { fr: 'Brazzaville, Congo', en: 'Brazzaville, Congo', ar: 'برازافيل، الكونغو' },
    email: 'grace.mouanda@mouanda-logistique.cg',
    phone: '+242 06 512 44 10',
    about: {
      fr: 'Refonte du site vitrine et campagne de lancement à Brazzaville et Pointe-Noire.',
      en: 'Redesign of the company website and launch campaign in Brazzaville and Pointe-Noire.',
      ar: 'إعادة تصميم موقع الشركة وحملة الإطلاق في برازافيل وبوانت نوار.',
    },
    presence: 'online',
  },
  {
    id: 102,
    fullName: 'Serge Atangana',
    title: { fr: 'Directeur des systèmes d’information', en: 'Chief information officer', ar: 'مدير نظم المعلومات' },
    company: 'Banque de la Sanaga',
    city: { fr: 'Yaoundé, Cameroun', en: 'Yaoundé, Cameroon', ar: 'ياوندي، الكاميرون' },
    email: 's.atangana@banque-sanaga.cm',
    phone: '+237 6 77 21 34 56',
    about: {
      fr: 'Application mobile de la banque : paiements Mobile Money et consultation des comptes.',
      en: 'The bank’s mobile app: Mobile Money payments and account statements.',
      ar: 'تطبيق البنك للهاتف: مدفوعات الأموال عبر الهاتف وكشوف الحسابات.',
    },
    presence: 'busy',
  },
  {
    id: 103,
    fullName: 'Nadège Mavoungou',
    title: { fr: 'Cheffe de projet', en: 'Project manager', ar: 'مديرة مشروع' },
    company: 'Port Atlantique Services',
    city: { fr: 'Pointe-Noire, Congo', en: 'Pointe-Noire, Congo', ar: 'بوانت نوار، الكونغو' },
    email: 'n.mavoungou@pas-congo.cg',
    phone: '+242 05 530 18 72',
    about: {
      fr: 'Portail de suivi des conteneurs pour les transitaires du port.',
      en: 'Container tracking portal for the port’s freight forwarders.',
      ar: 'بوابة تتبع الحاويات لوكلاء الشحن في الميناء.',
    },
    presence: 'away',
  },
  {
    id: 104,
    fullName: 'Patrick Mukendi',
    title: { fr: 'Directeur général', en: 'Managing director', ar: 'المدير العام' },
    company: 'Mukendi Agro',
    city: { fr: 'Kinshasa, RD Congo', en: 'Kinshasa, DR Congo', ar: 'كينشاسا، الكونغو الديمقراطية' },
    email: 'patrick@mukendi-agro.cd',
    phone: '+243 81 555 20 31',
    about: {
      fr: 'Boutique en ligne de produits agricoles, livraison à Kinshasa et Lubumbashi.',
      en: 'Online shop for farm produce, delivering in Kinshasa and Lubumbashi.',
      ar: 'متجر إلكتروني للمنتجات الزراعية، مع التوصيل في كينشاسا ولوبومباشي.',
    },
    presence: 'offline',
  },
  {
    id: 105,
    fullName: 'Esther Nguema',
    title: { fr: 'Responsable des achats', en: 'Purchasing manager', ar: 'مسؤولة المشتريات' },
    company: 'Bioko Énergie',
    city: { fr: 'Malabo, Guinée équatoriale', en: 'Malabo, Equatorial Guinea', ar: 'مالابو، غينيا الاستوائية' },
    email: 'esther.nguema@bioko-energie.gq',
    phone: '+240 222 41 70 93',
    about: {
      fr: 'Intranet des achats et tableau de bord des fournisseurs.',
      en: 'Purchasing intranet and supplier dashboard.',
      ar: 'شبكة داخلية للمشتريات ولوحة متابعة للموردين.',
    },
    presence: 'online',
  },
  {
    id: 106,
    fullName: 'Idriss Mahamat',
    title: { fr: 'Responsable des opérations', en: 'Operations manager', ar: 'مسؤول العمليات' },
    company: 'Sahel Transit',
    city: { fr: 'N’Djamena, Tchad', en: 'N’Djamena, Chad', ar: 'نجامينا، تشاد' },
    email: 'i.mahamat@saheltransit.td',
    phone: '+235 66 29 84 12',
    about: {
      fr: 'Suivi des camions entre Douala et N’Djamena, application pour les chauffeurs.',
      en: 'Truck tracking between Douala and N’Djamena, an app for the drivers.',
      ar: 'تتبع الشاحنات بين دوالا ونجامينا، وتطبيق للسائقين.',
    },
    presence: 'offline',
  },
  {
    id: 107,
    fullName: 'Carine Yakité',
    title: { fr: 'Coordinatrice', en: 'Coordinator', ar: 'منسقة' },
    company: 'Lumière d’Oubangui',
    city: { fr: 'Bangui, Centrafrique', en: 'Bangui, Central African Republic', ar: 'بانغي، أفريقيا الوسطى' },
    email: 'carine@lumiere-oubangui.cf',
    phone: '+236 72 50 63 18',
    about: {
      fr: 'Site de l’association et collecte de dons en ligne pour les écoles de Bangui.',
      en: 'The association’s website and online donations for schools in Bangui.',
      ar: 'موقع الجمعية وجمع التبرعات عبر الإنترنت لمدارس بانغي.',
    },
    presence: 'away',
  },
  {
    id: 108,
    fullName: 'Franck Nzamba',
    title: { fr: 'Directeur technique', en: 'Technical director', ar: 'المدير التقني' },
    company: 'Ogooué Offshore',
    city: { fr: 'Port-Gentil, Gabon', en: 'Port-Gentil, Gabon', ar: 'بور جنتيل، الغابون' },
    email: 'f.nzamba@ogooue-offshore.ga',
    phone: '+241 01 55 31 08',
    about: {
      fr: 'Maintenance de l’intranet et des outils de sécurité sur les plateformes.',
      en: 'Maintenance of the intranet and the safety tools on the platforms.',
      ar: 'صيانة الشبكة الداخلية وأدوات السلامة على المنصات.',
    },
    presence: 'online',
  },
];

export const chatPersonOf = (id: number) => chatPeople.find((person) => person.id === id);

/** The person as the API answers them, in this language, with this presence. */
export function localisePerson(person: SamplePerson, language: ApiLanguage, presence: Presence): ChatPerson {
  return {
    id: person.id,
    fullName: person.fullName,
    title: person.title[language],
    company: person.company,
    city: person.city[language],
    email: person.email,
    phone: person.phone,
    about: person.about[language],
    presence,
  };
}
