import type { HelpArticle, HelpCenterData } from '@/features/help-center/api/types';

/** Arabic help center: the English one (seed.en.ts), with the same slugs and icons. */
export const helpCenterAr: HelpCenterData = {
  popularArticles: [
    {
      slug: 'getting-started',
      title: 'البدء',
      img: 'rocket',
      subtitle: 'أعدّ حسابك وفريقك ومشروعك الأول في عشر دقائق.',
    },
    { slug: 'first-steps', title: 'الخطوات الأولى', img: 'gift', subtitle: 'استورد منتجاتك وعملاءك، ثم افتح متجرك.' },
    {
      slug: 'external-content',
      title: 'إضافة محتوى خارجي',
      img: 'keyboard',
      subtitle: 'اربط Excel وPower BI ونظام إدارة علاقات العملاء بلوحة التحكم.',
    },
  ],
  allArticles: [
    {
      title: 'البدء',
      icon: 'rocket',
      articles: [
        { slug: 'create-your-account', title: 'إنشاء حسابك' },
        { slug: 'invite-your-team', title: 'دعوة فريقك' },
        { slug: 'choose-a-plan', title: 'اختيار خطة' },
        { slug: 'tour-of-the-dashboard', title: 'جولة في لوحة التحكم' },
        { slug: 'set-your-language-and-currency', title: 'ضبط اللغة والعملة' },
      ],
    },
    {
      title: 'الحساب والملف الشخصي',
      icon: 'account',
      articles: [
        { slug: 'change-your-password', title: 'تغيير كلمة المرور' },
        { slug: 'turn-on-two-step-verification', title: 'تفعيل التحقق بخطوتين' },
        { slug: 'update-your-profile', title: 'تحديث ملفك الشخصي' },
        { slug: 'close-your-account', title: 'إغلاق حسابك' },
      ],
    },
    {
      title: 'الفوترة والمدفوعات',
      icon: 'billing',
      articles: [
        { slug: 'pay-with-mobile-money', title: 'الدفع عبر المحفظة الإلكترونية' },
        { slug: 'download-an-invoice', title: 'تنزيل فاتورة' },
        { slug: 'change-the-billing-address', title: 'تغيير عنوان الفوترة' },
        { slug: 'refund-policy', title: 'سياسة استرداد الأموال' },
      ],
    },
    {
      title: 'الطلبات والتوصيل',
      icon: 'delivery',
      articles: [
        { slug: 'track-an-order', title: 'تتبّع طلب' },
        { slug: 'book-a-scheduled-delivery', title: 'حجز توصيل مجدول' },
        { slug: 'report-a-damaged-item', title: 'الإبلاغ عن منتج تالف' },
        { slug: 'return-a-product', title: 'إرجاع منتج' },
      ],
    },
    {
      title: 'الأمان',
      icon: 'security',
      articles: [
        { slug: 'roles-and-permissions', title: 'الأدوار والصلاحيات' },
        { slug: 'review-sign-in-activity', title: 'مراجعة سجل تسجيلات الدخول' },
        { slug: 'api-keys', title: 'مفاتيح API' },
      ],
    },
    {
      title: 'التكاملات',
      icon: 'integrations',
      articles: [
        { slug: 'connect-dynamics-365', title: 'ربط Dynamics 365' },
        { slug: 'export-to-power-bi', title: 'التصدير إلى Power BI' },
        { slug: 'import-a-csv-file', title: 'استيراد ملف CSV' },
        { slug: 'webhooks', title: 'خطافات الويب (Webhooks)' },
      ],
    },
  ],
  keepLearning: [
    {
      slug: 'blogging',
      title: 'التدوين',
      img: 'laptop',
      subtitle: 'اكتب أخبارًا لعملائك وشاركها على وسائل التواصل الاجتماعي.',
    },
    {
      slug: 'inspiration-center',
      title: 'مركز الإلهام',
      img: 'lightbulb',
      subtitle: 'دراسات حالة لعملاء في الغابون والكاميرون والكونغو.',
    },
    { slug: 'community', title: 'المجتمع', img: 'chat', subtitle: 'اطرح أسئلتك وشارك نصائحك مع مسؤولين آخرين.' },
  ],
};

export const helpArticleAr: HelpArticle = {
  title: 'كيف أضيف منتجًا إلى الكتالوج؟',
  lastUpdated: '12 مايو 2025',
  productContent:
    '<p>افتح <strong>التجارة الإلكترونية ← المنتجات</strong> واختر <strong>إضافة منتج</strong>. أعطِ المنتج اسمًا وفئة ورمز SKU وسعرًا بعملة المتجر.</p>' +
    '<p>حدّد الكمية المتوفرة في المخزون والحالة: تظهر المنتجات <em>المنشورة</em> في المتجر فورًا، والمنتجات <em>المجدولة</em> في التاريخ المختار.</p>',
  checkoutContent:
    '<p>بعد النشر، يمكن إضافة المنتج إلى السلة. وعند الدفع يختار العميل توصيل الطرود (مجانًا) أو موعدًا للتوصيل المجدول، ثم يدفع بالبطاقة أو PayPal أو المحفظة الإلكترونية.</p>',
  articleList: [
    'استيراد المنتجات من ملف CSV',
    'إدارة الفئات',
    'إعداد الخصومات',
    'متابعة مستويات المخزون',
    'نشر منتج مجدول',
  ],
  checkoutImg: 'laptop',
  productImg: 'keyboard',
};
