import type { HelpArticle, HelpCenterData } from '../api/types';

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
        { title: 'إنشاء حسابك' },
        { title: 'دعوة فريقك' },
        { title: 'اختيار خطة' },
        { title: 'جولة في لوحة التحكم' },
        { title: 'ضبط اللغة والعملة' },
      ],
    },
    {
      title: 'الحساب والملف الشخصي',
      icon: 'account',
      articles: [
        { title: 'تغيير كلمة المرور' },
        { title: 'تفعيل التحقق بخطوتين' },
        { title: 'تحديث ملفك الشخصي' },
        { title: 'إغلاق حسابك' },
      ],
    },
    {
      title: 'الفوترة والمدفوعات',
      icon: 'billing',
      articles: [
        { title: 'الدفع عبر المحفظة الإلكترونية' },
        { title: 'تنزيل فاتورة' },
        { title: 'تغيير عنوان الفوترة' },
        { title: 'سياسة استرداد الأموال' },
      ],
    },
    {
      title: 'الطلبات والتوصيل',
      icon: 'delivery',
      articles: [
        { title: 'تتبّع طلب' },
        { title: 'حجز توصيل مجدول' },
        { title: 'الإبلاغ عن منتج تالف' },
        { title: 'إرجاع منتج' },
      ],
    },
    {
      title: 'الأمان',
      icon: 'security',
      articles: [{ title: 'الأدوار والصلاحيات' }, { title: 'مراجعة سجل تسجيلات الدخول' }, { title: 'مفاتيح API' }],
    },
    {
      title: 'التكاملات',
      icon: 'integrations',
      articles: [
        { title: 'ربط Dynamics 365' },
        { title: 'التصدير إلى Power BI' },
        { title: 'استيراد ملف CSV' },
        { title: 'خطافات الويب (Webhooks)' },
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
