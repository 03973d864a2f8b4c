import type { RouteName } from '@/config/paths';
import type { ApiLanguage } from '@/mocks/utils';

export type Titles = Record<ApiLanguage, string>;

export interface SearchEntry {
  url: RouteName;
  title: Titles;
}

export interface SearchCategory {
  category: string;
  title: Titles;
  children: SearchEntry[];
}

const entry = (url: RouteName, en: string, fr: string, ar: string): SearchEntry => ({ url, title: { en, fr, ar } });

/** The pages the app-bar search knows, titled in each language the API answers (docs/api.md, "Language"). */
export const searchData: SearchCategory[] = [
  {
    category: 'dashboards',
    title: { en: 'Dashboards', fr: 'Tableaux de bord', ar: 'لوحات المعلومات' },
    children: [
      entry('dashboards-analytics', 'Analytics', 'Analytique', 'التحليلات'),
      entry('dashboards-crm', 'CRM', 'CRM', 'إدارة العملاء'),
      entry('dashboards-ecommerce', 'eCommerce', 'E-commerce', 'التجارة الإلكترونية'),
      entry('dashboards-academy', 'Academy', 'Académie', 'الأكاديمية'),
      entry('dashboards-logistics', 'Logistics', 'Logistique', 'اللوجستيات'),
    ],
  },
  {
    category: 'frontPages',
    title: { en: 'Front Pages', fr: 'Pages publiques', ar: 'الصفحات العامة' },
    children: [
      entry('front-pages-landing-page', 'Landing Page', "Page d'accueil", 'الصفحة الرئيسية'),
      entry('front-pages-help-center', 'Help Center (public)', "Centre d'aide (public)", 'مركز المساعدة (عام)'),
    ],
  },
  {
    category: 'appsPages',
    title: { en: 'Apps & Pages', fr: 'Applications et pages', ar: 'التطبيقات والصفحات' },
    children: [
      entry('apps-email', 'Email', 'E-mail', 'البريد'),
      entry('apps-chat', 'Chat', 'Messagerie', 'المحادثة'),
      entry('apps-ecommerce-product-list', 'Products', 'Produits', 'المنتجات'),
      entry('apps-ecommerce-product-add', 'Add Product', 'Ajouter un produit', 'إضافة منتج'),
      entry('apps-ecommerce-product-category-list', 'Product Categories', 'Catégories de produits', 'فئات المنتجات'),
      entry('apps-ecommerce-order-list', 'Orders', 'Commandes', 'الطلبات'),
      entry('apps-ecommerce-customer-list', 'Customers', 'Clients', 'العملاء'),
      entry('apps-ecommerce-manage-review', 'Manage Reviews', 'Gérer les avis', 'إدارة التقييمات'),
      entry('apps-ecommerce-referrals', 'Referrals', 'Parrainages', 'الإحالات'),
      entry('apps-ecommerce-settings', 'eCommerce Settings', 'Paramètres e-commerce', 'إعدادات التجارة الإلكترونية'),
      entry('apps-academy-my-course', 'My Courses', 'Mes cours', 'دوراتي'),
      entry('apps-academy-course-details', 'Course Details', 'Détails du cours', 'تفاصيل الدورة'),
      entry('apps-invoice-list', 'Invoice List', 'Liste des factures', 'قائمة الفواتير'),
      entry('apps-invoice-add', 'Invoice Add', 'Ajouter une facture', 'إضافة فاتورة'),
      entry('apps-user-list', 'User List', 'Liste des utilisateurs', 'قائمة المستخدمين'),
      entry('apps-roles', 'Roles', 'Rôles', 'الأدوار'),
      entry('apps-permissions', 'Permissions', 'Permissions', 'الصلاحيات'),
      entry('apps-contact-messages', 'Contact Messages', 'Messages de contact', 'رسائل التواصل'),
      entry('apps-audit', 'Audit Trail', 'Journal d’audit', 'سجل التدقيق'),
      entry('pages-faq', 'FAQ', 'FAQ', 'الأسئلة الشائعة'),
      entry('pages-pricing', 'Pricing', 'Tarifs', 'الأسعار'),
      entry('pages-help-center', 'Help Center', "Centre d'aide", 'مركز المساعدة'),
      entry('access-control', 'Access Control', "Contrôle d'accès", 'التحكم في الوصول'),
      entry('pages-misc-coming-soon', 'Coming Soon', 'Bientôt disponible', 'قريبًا'),
      entry('pages-misc-under-maintenance', 'Under Maintenance', 'En maintenance', 'قيد الصيانة'),
      entry('not-authorized', 'Not Authorized - 401', 'Accès non autorisé - 401', 'غير مصرح - 401'),
      entry('pages-misc-server-error', 'Server Error - 500', 'Erreur serveur - 500', 'خطأ في الخادم - 500'),
    ],
  },
  {
    category: 'userInterface',
    title: { en: 'User Interface', fr: 'Interface utilisateur', ar: 'واجهة المستخدم' },
    children: [
      entry('pages-account-settings-tab', 'Account Settings', 'Paramètres du compte', 'إعدادات الحساب'),
      entry('pages-user-profile-tab', 'User Profile', 'Profil utilisateur', 'الملف الشخصي'),
      entry('wizard-examples-checkout', 'Checkout Wizard', 'Assistant de paiement', 'معالج إتمام الشراء'),
      entry('wizard-examples-create-deal', 'Create Deal Wizard', "Assistant de création d'offre", 'معالج إنشاء صفقة'),
      entry(
        'wizard-examples-property-listing',
        'Property Listing Wizard',
        "Assistant d'annonce immobilière",
        'معالج إدراج عقار',
      ),
      entry('extensions-swiper', 'Swiper', 'Carrousel', 'العارض المتحرك'),
      entry('extensions-tour', 'Tour', 'Visite guidée', 'جولة تعريفية'),
    ],
  },
  {
    category: 'formsTables',
    title: { en: 'Forms & Tables', fr: 'Formulaires et tableaux', ar: 'النماذج والجداول' },
    children: [
      entry('forms-elements', 'Form Elements', 'Éléments de formulaire', 'عناصر النماذج'),
      entry('forms-layouts', 'Form Layouts', 'Mises en page de formulaire', 'تخطيطات النماذج'),
      entry('tables-data-table', 'Data Table', 'Tableau de données', 'جدول البيانات'),
      entry('tables-simple-table', 'Simple Table', 'Tableau simple', 'جدول بسيط'),
      entry('charts', 'Charts', 'Graphiques', 'الرسوم البيانية'),
    ],
  },
];
