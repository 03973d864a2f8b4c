import type { Texts } from '@/mocks/texts-by-wording';
import type { ProjectLogo } from '@/features/analytics/api/types';

/**
 * The sample projects' names in the three languages, in seed order; the store keeps the English one. A product's
 * own name stays as written ("Okoumé CRM").
 */
export const projectNames: Texts[] = [
  { en: 'Okoumé CRM', fr: 'Okoumé CRM', ar: 'Okoumé CRM' },
  { en: 'Port Logistics Tracker', fr: 'Suivi logistique portuaire', ar: 'تتبع العمليات اللوجستية في الميناء' },
  { en: 'Cocoa Traceability', fr: 'Traçabilité du cacao', ar: 'تتبع مصدر الكاكاو' },
  { en: 'School Fees Portal', fr: 'Portail des frais de scolarité', ar: 'بوابة الرسوم المدرسية' },
  { en: 'Clinic Appointments', fr: 'Rendez-vous de la clinique', ar: 'مواعيد العيادة' },
  { en: 'Mobile Money Reconciler', fr: 'Rapprochement Mobile Money', ar: 'مطابقة معاملات الدفع عبر الهاتف' },
  { en: 'Fleet Rental App', fr: 'Application de location de véhicules', ar: 'تطبيق تأجير المركبات' },
  { en: 'Real Estate Listings', fr: 'Annonces immobilières', ar: 'إعلانات العقارات' },
  { en: 'Agri Market Prices', fr: 'Prix des marchés agricoles', ar: 'أسعار الأسواق الزراعية' },
  { en: 'HR Self-Service', fr: 'Libre-service RH', ar: 'الخدمة الذاتية للموارد البشرية' },
  { en: 'Sales Dashboard', fr: 'Tableau de bord des ventes', ar: 'لوحة متابعة المبيعات' },
  { en: 'Field Survey Collector', fr: 'Collecte d’enquêtes de terrain', ar: 'جمع الاستبيانات الميدانية' },
  { en: 'Customer Support Desk', fr: 'Centre de support client', ar: 'مكتب دعم العملاء' },
  { en: 'Warehouse Scanner', fr: 'Scanner d’entrepôt', ar: 'ماسح المستودع' },
  { en: 'E-learning Platform', fr: 'Plateforme de formation en ligne', ar: 'منصة التعلم الإلكتروني' },
  { en: 'Invoice Automation', fr: 'Automatisation des factures', ar: 'أتمتة الفواتير' },
  { en: 'Chatbot Assistant', fr: 'Assistant conversationnel', ar: 'مساعد المحادثة الآلي' },
  { en: 'Energy Meter Reader', fr: 'Relevé des compteurs d’énergie', ar: 'قراءة عدادات الطاقة' },
  { en: 'Tender Management', fr: 'Gestion des appels d’offres', ar: 'إدارة المناقصات' },
  { en: 'Furniture Configurator', fr: 'Configurateur de mobilier', ar: 'أداة تصميم الأثاث' },
];

/** Each type's label (`project`), by its icon key; the framework's name stays as written. */
export const projectTypeLabels: Record<ProjectLogo, Texts> = {
  react: { en: 'React Project', fr: 'Projet React', ar: 'مشروع React' },
  figma: { en: 'Figma Project', fr: 'Projet Figma', ar: 'مشروع Figma' },
  vue: { en: 'Vue.js Project', fr: 'Projet Vue.js', ar: 'مشروع Vue.js' },
  flutter: { en: 'Flutter Project', fr: 'Projet Flutter', ar: 'مشروع Flutter' },
  python: { en: 'Python Project', fr: 'Projet Python', ar: 'مشروع Python' },
  powerbi: { en: 'Power BI Project', fr: 'Projet Power BI', ar: 'مشروع Power BI' },
  laravel: { en: 'Laravel Project', fr: 'Projet Laravel', ar: 'مشروع Laravel' },
};
