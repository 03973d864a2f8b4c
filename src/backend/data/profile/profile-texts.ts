import type { ApiLanguage } from '@/mocks/utils';

/**
 * French and Arabic for the profile's sample texts, by their English text (seed.ts and seed-lists.ts hold the
 * English). Names of people, clients and products (React, Power BI, Figma…) are not here: they stay as they are.
 */
const texts: Record<string, { fr: string; ar: string }> = {
  // Header and about
  'Libreville, Gabon': { fr: 'Libreville, Gabon', ar: 'ليبرفيل، الغابون' },
  Developer: { fr: 'Développeuse', ar: 'مطوّرة' },
  Active: { fr: 'En activité', ar: 'نشطة' },
  Gabon: { fr: 'Gabon', ar: 'الغابون' },
  'French, English': { fr: 'Français, anglais', ar: 'الفرنسية، الإنجليزية' },
  'Full Name': { fr: 'Nom complet', ar: 'الاسم الكامل' },
  Status: { fr: 'Statut', ar: 'الحالة' },
  Role: { fr: 'Rôle', ar: 'الدور' },
  Country: { fr: 'Pays', ar: 'البلد' },
  Languages: { fr: 'Langues', ar: 'اللغات' },
  Contact: { fr: 'Téléphone', ar: 'الهاتف' },
  Skype: { fr: 'Skype', ar: 'سكايب' },
  Email: { fr: 'E-mail', ar: 'البريد الإلكتروني' },
  'Backend Developer': { fr: 'Développement backend', ar: 'تطوير الواجهة الخلفية' },
  'React Developer': { fr: 'Développement React', ar: 'تطوير React' },
  'Task Compiled': { fr: 'Tâches accomplies', ar: 'المهام المنجزة' },
  Connections: { fr: 'Relations', ar: 'العلاقات' },
  'Projects Compiled': { fr: 'Projets réalisés', ar: 'المشاريع المنجزة' },
  // Teams (profile card)
  'React Developers': { fr: 'Développeurs React', ar: 'مطوّرو React' },
  'Support Team': { fr: 'Équipe support', ar: 'فريق الدعم' },
  'UI Designers': { fr: 'Designers UI', ar: 'مصمّمو الواجهات' },
  'Power BI Analysts': { fr: 'Analystes Power BI', ar: 'محلّلو Power BI' },
  'Digital Marketing': { fr: 'Marketing digital', ar: 'التسويق الرقمي' },
  Support: { fr: 'Support', ar: 'الدعم' },
  Designer: { fr: 'Design', ar: 'التصميم' },
  Analyst: { fr: 'Analyse', ar: 'التحليل' },
  Marketing: { fr: 'Marketing', ar: 'التسويق' },
  // Teams tab
  'Dynamics 365 Consultants': { fr: 'Consultants Dynamics 365', ar: 'مستشارو Dynamics 365' },
  'Cloud & Network': { fr: 'Cloud et réseau', ar: 'السحابة والشبكات' },
  'UI/UX Designers': { fr: 'Designers UI/UX', ar: 'مصمّمو UI/UX' },
  Trainers: { fr: 'Formateurs', ar: 'المدرّبون' },
  Sales: { fr: 'Ventes', ar: 'المبيعات' },
  Network: { fr: 'Réseau', ar: 'الشبكات' },
  Research: { fr: 'Recherche', ar: 'البحث' },
  'We build and maintain the client applications, from the first sprint to production support.': {
    fr: 'Nous développons et maintenons les applications des clients, du premier sprint au support en production.',
    ar: 'نبني تطبيقات العملاء ونصونها، من أول دورة عمل إلى الدعم في بيئة الإنتاج.',
  },
  'We turn raw exports into dashboards that managers read every morning.': {
    fr: 'Nous transformons les exports bruts en tableaux de bord que les responsables lisent chaque matin.',
    ar: 'نحوّل البيانات الخام المصدَّرة إلى لوحات معلومات يقرؤها المديرون كل صباح.',
  },
  'We run workshops and on-site training for client teams in Libreville and Douala.': {
    fr: 'Nous animons des ateliers et des formations sur site pour les équipes clientes à Libreville et Douala.',
    ar: 'ننظّم ورش عمل ودورات تدريبية في المواقع لفرق العملاء في ليبرفيل ودوالا.',
  },
  // Projects tab
  'Cocoa Traceability': { fr: 'Traçabilité du cacao', ar: 'تتبّع الكاكاو' },
  'Fleet Rental App': { fr: 'Application de location de véhicules', ar: 'تطبيق تأجير المركبات' },
  'Mobile Money Reconciler': { fr: 'Rapprochement Mobile Money', ar: 'مطابقة الأموال عبر الهاتف' },
  'Sales Dashboard': { fr: 'Tableau de bord des ventes', ar: 'لوحة معلومات المبيعات' },
  'School Fees Portal': { fr: 'Portail des frais de scolarité', ar: 'بوابة الرسوم المدرسية' },
  'Clinic Appointments': { fr: 'Rendez-vous de la clinique', ar: 'مواعيد العيادة' },
  'Track cocoa lots from farm to port with QR codes.': {
    fr: 'Suivre les lots de cacao de la plantation au port grâce à des codes QR.',
    ar: 'تتبّع دفعات الكاكاو من المزرعة إلى الميناء برموز QR.',
  },
  'Book, track and invoice rental vehicles.': {
    fr: 'Réserver, suivre et facturer les véhicules de location.',
    ar: 'حجز المركبات المؤجّرة وتتبّعها وإصدار فواتيرها.',
  },
  'Match mobile-money payments with invoices every night.': {
    fr: 'Rapprocher chaque nuit les paiements mobile money des factures.',
    ar: 'مطابقة مدفوعات الأموال عبر الهاتف مع الفواتير كل ليلة.',
  },
  'Power BI reports for 40 sales agents.': {
    fr: 'Des rapports Power BI pour 40 commerciaux.',
    ar: 'تقارير Power BI لأربعين مندوب مبيعات.',
  },
  'Parents pay and follow school fees online.': {
    fr: 'Les parents paient et suivent les frais de scolarité en ligne.',
    ar: 'يدفع أولياء الأمور الرسوم المدرسية ويتابعونها عبر الإنترنت.',
  },
  'Online booking and reminders by text message.': {
    fr: 'Prise de rendez-vous en ligne et rappels par SMS.',
    ar: 'حجز المواعيد عبر الإنترنت وتذكيرات برسائل نصية.',
  },
  // Connections tab
  'UI Designer': { fr: 'Designer UI', ar: 'مصمّم واجهات' },
  'Data Analyst': { fr: 'Analyste de données', ar: 'محلّل بيانات' },
  'Project Manager': { fr: 'Chef de projet', ar: 'مدير مشاريع' },
  'CRM Consultant': { fr: 'Consultant CRM', ar: 'مستشار CRM' },
  Trainer: { fr: 'Formateur', ar: 'مدرّب' },
};

// "Backend Developer" is a team in the profile card and a person's designation in the connections tab.
const designations: Record<string, { fr: string; ar: string }> = {
  'Backend Developer': { fr: 'Développeur backend', ar: 'مطوّر واجهات خلفية' },
};

// "Developer" is the person's designation in the header, and a kind of team on the teams card's chips.
const teamKinds: Record<string, { fr: string; ar: string }> = {
  Developer: { fr: 'Développement', ar: 'التطوير' },
};

/** The sample text in the language asked for; a text without a translation (a proper name) stays as it is. */
export function tr(text: string, language: ApiLanguage): string {
  return language === 'en' ? text : (texts[text]?.[language] ?? text);
}

export function designationIn(text: string, language: ApiLanguage): string {
  return language === 'en' ? text : (designations[text]?.[language] ?? tr(text, language));
}

export function teamKindIn(text: string, language: ApiLanguage): string {
  return language === 'en' ? text : (teamKinds[text]?.[language] ?? tr(text, language));
}
