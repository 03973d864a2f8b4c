import type { ApiLanguage } from '@/mocks/utils';

type Text = Record<ApiLanguage, string>;

/** The services the sample invoices bill, in each language, with a unit price range in XAF. */
export const services: Array<{ item: Text; description: Text; price: [number, number] }> = [
  {
    item: { fr: 'Site vitrine', en: 'Showcase website', ar: 'موقع تعريفي' },
    description: {
      fr: 'Conception et intégration, cinq pages',
      en: 'Design and build, five pages',
      ar: 'تصميم وتطوير، خمس صفحات',
    },
    price: [450_000, 900_000],
  },
  {
    item: { fr: 'Boutique en ligne', en: 'Online shop', ar: 'متجر إلكتروني' },
    description: {
      fr: 'Catalogue, panier et paiement Mobile Money',
      en: 'Catalogue, cart and Mobile Money checkout',
      ar: 'كتالوج وسلة ودفع عبر الهاتف المحمول',
    },
    price: [1_200_000, 2_500_000],
  },
  {
    item: { fr: 'Application mobile', en: 'Mobile app', ar: 'تطبيق جوال' },
    description: {
      fr: 'Android et iOS, première version',
      en: 'Android and iOS, first release',
      ar: 'أندرويد و iOS، الإصدار الأول',
    },
    price: [2_000_000, 4_500_000],
  },
  {
    item: { fr: 'Formation Excel', en: 'Excel training', ar: 'تدريب على إكسل' },
    description: {
      fr: 'Journée de formation, par participant',
      en: 'One training day, per trainee',
      ar: 'يوم تدريبي، لكل متدرب',
    },
    price: [35_000, 60_000],
  },
  {
    item: { fr: 'Formation bureautique', en: 'Office skills training', ar: 'تدريب على البرمجيات المكتبية' },
    description: {
      fr: 'Word, Excel et PowerPoint, par participant',
      en: 'Word, Excel and PowerPoint, per trainee',
      ar: 'وورد وإكسل وباوربوينت، لكل متدرب',
    },
    price: [25_000, 45_000],
  },
  {
    item: { fr: 'Hébergement annuel', en: 'Yearly hosting', ar: 'استضافة سنوية' },
    description: {
      fr: 'Serveur, sauvegardes et certificat TLS',
      en: 'Server, backups and TLS certificate',
      ar: 'خادم ونسخ احتياطية وشهادة TLS',
    },
    price: [120_000, 300_000],
  },
  {
    item: { fr: 'Maintenance mensuelle', en: 'Monthly maintenance', ar: 'صيانة شهرية' },
    description: { fr: 'Mises à jour et assistance', en: 'Updates and support', ar: 'تحديثات ودعم فني' },
    price: [60_000, 150_000],
  },
  {
    item: { fr: 'Audit de sécurité', en: 'Security audit', ar: 'تدقيق أمني' },
    description: { fr: 'Revue du site et rapport', en: 'Site review and report', ar: 'مراجعة الموقع وتقرير' },
    price: [350_000, 800_000],
  },
  {
    item: { fr: 'Identité visuelle', en: 'Brand identity', ar: 'هوية بصرية' },
    description: {
      fr: 'Logo, charte et modèles',
      en: 'Logo, guidelines and templates',
      ar: 'شعار ودليل استخدام ونماذج',
    },
    price: [250_000, 600_000],
  },
  {
    item: { fr: 'Référencement', en: 'Search optimisation', ar: 'تحسين محركات البحث' },
    description: {
      fr: 'Audit et optimisation sur trois mois',
      en: 'Audit and three months of optimisation',
      ar: 'تدقيق وتحسين لمدة ثلاثة أشهر',
    },
    price: [180_000, 400_000],
  },
];

/** The notes the sample invoices carry. */
export const sampleNotes: Text[] = [
  {
    fr: 'Merci pour votre confiance. Paiement par virement ou Mobile Money.',
    en: 'Thank you for your trust. Payment by bank transfer or Mobile Money.',
    ar: 'شكرًا لثقتكم. الدفع بالتحويل المصرفي أو عبر الهاتف المحمول.',
  },
  {
    fr: 'Acompte de 30 % à la commande, solde à la livraison.',
    en: '30% deposit with the order, the balance on delivery.',
    ar: 'دفعة مقدمة 30% عند الطلب والباقي عند التسليم.',
  },
  {
    fr: 'Formation dispensée dans vos locaux à Libreville.',
    en: 'Training given at your premises in Libreville.',
    ar: 'يُقدَّم التدريب في مقركم في ليبرفيل.',
  },
];

/** Sample text in the reader's language; text someone typed (not a sample's French) stays as typed. */
const translations = new Map<string, Text>(
  [...services.flatMap((s) => [s.item, s.description]), ...sampleNotes].map((text) => [text.fr, text]),
);

export const translated = (text: string, language: ApiLanguage) => translations.get(text)?.[language] ?? text;
