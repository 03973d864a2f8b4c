import type { ApiLanguage } from '@/mocks/utils';
import type { CourseTag } from '@/features/academy/api/types';

/** A section's title and its topics' titles. */
export type SectionText = [string, string[]];

interface DefaultTexts {
  about: string;
  instructorPosition: string;
  description: string;
  sections: SectionText[];
}

/**
 * The texts of the spec's course details (course 1, Power BI for Decision Makers), what
 * GET /api/apps/academy/course-details answers without an id. Topic lengths are in course-details.ts.
 */
export const defaultDetailsTexts: Record<ApiLanguage, DefaultTexts> = {
  en: {
    about: 'Learn to turn spreadsheets and databases into dashboards your managers read every morning.',
    instructorPosition: 'Data & BI consultant',
    description:
      '<p>This course walks through a real sales dataset from a distributor in Libreville, from the raw export to a published report.</p>' +
      '<p>You will model the data, write your first DAX measures and share a dashboard with your team.</p>' +
      '<ul><li>Import and clean data with Power Query</li><li>Build a star schema</li>' +
      '<li>Write measures for revenue, margin and growth</li><li>Publish and schedule refreshes</li></ul>',
    sections: [
      ['Getting started', ['Welcome to this course', 'Watch before you start', 'Installing Power BI Desktop']],
      [
        'Getting the data',
        ['Connecting to Excel and CSV files', 'Cleaning data with Power Query', 'Merging and appending queries'],
      ],
      [
        'Modelling',
        ['Facts and dimensions', 'Relationships and filter direction', 'A date table that works', 'First DAX measures'],
      ],
      [
        'Reports and sharing',
        [
          'Choosing the right visual',
          'Slicers, drill-down and tooltips',
          'Publishing to the service',
          'Scheduled refresh and row-level security',
        ],
      ],
    ],
  },
  fr: {
    about:
      'Apprenez à transformer tableurs et bases de données en tableaux de bord que vos responsables lisent chaque matin.',
    instructorPosition: 'Consultante data et BI',
    description:
      '<p>Ce cours suit un vrai jeu de données de ventes d’un distributeur de Libreville, de l’export brut au rapport publié.</p>' +
      '<p>Vous modéliserez les données, écrirez vos premières mesures DAX et partagerez un tableau de bord avec votre équipe.</p>' +
      '<ul><li>Importer et nettoyer les données avec Power Query</li><li>Construire un schéma en étoile</li>' +
      '<li>Écrire des mesures de chiffre d’affaires, de marge et de croissance</li><li>Publier et planifier les actualisations</li></ul>',
    sections: [
      ['Pour commencer', ['Bienvenue dans ce cours', 'À regarder avant de commencer', 'Installer Power BI Desktop']],
      [
        'Récupérer les données',
        [
          'Se connecter à des fichiers Excel et CSV',
          'Nettoyer les données avec Power Query',
          'Fusionner et ajouter des requêtes',
        ],
      ],
      [
        'Modélisation',
        [
          'Faits et dimensions',
          'Relations et sens du filtrage',
          'Une table de dates qui fonctionne',
          'Premières mesures DAX',
        ],
      ],
      [
        'Rapports et partage',
        [
          'Choisir le bon visuel',
          'Segments, exploration et info-bulles',
          'Publier sur le service',
          'Actualisation planifiée et sécurité au niveau des lignes',
        ],
      ],
    ],
  },
  ar: {
    about: 'تعلّم تحويل جداول البيانات وقواعد البيانات إلى لوحات معلومات يقرؤها مديروك كل صباح.',
    instructorPosition: 'مستشارة في البيانات وذكاء الأعمال',
    description:
      '<p>تتناول هذه الدورة مجموعة بيانات مبيعات حقيقية لموزّع في ليبرفيل، من التصدير الخام إلى التقرير المنشور.</p>' +
      '<p>ستنمذج البيانات وتكتب أولى مقاييس DAX وتشارك لوحة معلومات مع فريقك.</p>' +
      '<ul><li>استيراد البيانات وتنظيفها باستخدام Power Query</li><li>بناء مخطط نجمي</li>' +
      '<li>كتابة مقاييس الإيرادات والهامش والنمو</li><li>النشر وجدولة التحديثات</li></ul>',
    sections: [
      ['البداية', ['مرحبًا بكم في هذه الدورة', 'شاهد قبل أن تبدأ', 'تثبيت Power BI Desktop']],
      [
        'جلب البيانات',
        ['الاتصال بملفات Excel وCSV', 'تنظيف البيانات باستخدام Power Query', 'دمج الاستعلامات وإلحاقها'],
      ],
      ['النمذجة', ['الحقائق والأبعاد', 'العلاقات واتجاه التصفية', 'جدول تواريخ يعمل جيدًا', 'أولى مقاييس DAX']],
      [
        'التقارير والمشاركة',
        [
          'اختيار العنصر المرئي المناسب',
          'مقسّمات البيانات والتعمق والتلميحات',
          'النشر على الخدمة',
          'التحديث المجدول والأمان على مستوى الصفوف',
        ],
      ],
    ],
  },
};

/** The four sections every other course follows, four topics each; a course keeps as many topics as it has tasks. */
export const genericSections: Record<ApiLanguage, SectionText[]> = {
  en: [
    [
      'Getting started',
      ['Welcome to this course', 'Watch before you start', 'Setting up your tools', 'How the course is organised'],
    ],
    [
      'Core concepts',
      [
        'Vocabulary and first principles',
        'A worked example',
        'Common mistakes to avoid',
        'Quiz: check your understanding',
      ],
    ],
    ['Practice', ['Guided exercise', 'Case study from Libreville', 'Working as a team', 'Tips from the field']],
    [
      'Final project',
      ['Brief of the final project', 'Building your project', 'Presenting your results', 'Next steps and resources'],
    ],
  ],
  fr: [
    [
      'Pour commencer',
      [
        'Bienvenue dans ce cours',
        'À regarder avant de commencer',
        'Installer vos outils',
        'Comment le cours est organisé',
      ],
    ],
    [
      'Les notions clés',
      [
        'Vocabulaire et premiers principes',
        'Un exemple commenté',
        'Les erreurs fréquentes à éviter',
        'Quiz : vérifiez vos acquis',
      ],
    ],
    [
      'Mise en pratique',
      ['Exercice guidé', 'Étude de cas à Libreville', 'Travailler en équipe', 'Conseils du terrain'],
    ],
    [
      'Projet final',
      [
        'Le cahier des charges du projet final',
        'Réaliser votre projet',
        'Présenter vos résultats',
        'Pour aller plus loin',
      ],
    ],
  ],
  ar: [
    ['البداية', ['مرحبًا بكم في هذه الدورة', 'شاهد قبل أن تبدأ', 'إعداد أدواتك', 'كيف تُنظَّم الدورة']],
    [
      'المفاهيم الأساسية',
      ['المصطلحات والمبادئ الأولى', 'مثال تطبيقي مشروح', 'أخطاء شائعة يجب تجنبها', 'اختبار: تحقّق من فهمك'],
    ],
    ['التطبيق العملي', ['تمرين موجَّه', 'دراسة حالة من ليبرفيل', 'العمل ضمن فريق', 'نصائح من الميدان']],
    ['المشروع النهائي', ['موجز المشروع النهائي', 'إنجاز مشروعك', 'عرض نتائجك', 'الخطوات التالية والمراجع']],
  ],
};

export const instructorPositions: Record<ApiLanguage, Record<CourseTag, string>> = {
  en: {
    Web: 'Web developer and trainer',
    Design: 'Design and data trainer',
    Psychology: 'Management coach',
    'UI/UX': 'UX designer',
    Art: 'Visual artist and trainer',
  },
  fr: {
    Web: 'Spécialiste du développement web',
    Design: 'Spécialiste du design et de la donnée',
    Psychology: 'Coach en management',
    'UI/UX': 'Spécialiste UX',
    Art: 'Artiste, spécialiste de l’image',
  },
  ar: {
    Web: 'مطوّر ويب ومدرّب',
    Design: 'مدرّب في التصميم والبيانات',
    Psychology: 'مدرّب في الإدارة',
    'UI/UX': 'مصمّم تجربة المستخدم',
    Art: 'فنان بصري ومدرّب',
  },
};

export const skillLevels: Record<ApiLanguage, [string, string, string]> = {
  en: ['Beginner', 'Intermediate', 'Advanced'],
  fr: ['Débutant', 'Intermédiaire', 'Avancé'],
  ar: ['مبتدئ', 'متوسط', 'متقدّم'],
};

/** The description of a course other than the spec's: its one-liner, who teaches it, and its sections. */
export function genericDescription(
  language: ApiLanguage,
  desc: string,
  instructor: string,
  lessons: string,
  sections: string[],
): string {
  const intro = {
    en: `<p>${instructor} leads ${lessons} of videos and exercises drawn from projects in Central Africa. Each section ends with a short quiz.</p>`,
    fr: `<p>${instructor} vous guide au fil de ${lessons} de vidéos et d’exercices tirés de projets en Afrique centrale. Chaque section se termine par un court quiz.</p>`,
    ar: `<p>يرافقك ${instructor} عبر ${lessons} من مقاطع الفيديو والتمارين المستمدة من مشاريع في وسط أفريقيا. تنتهي كل وحدة باختبار قصير.</p>`,
  }[language];
  return `<p>${desc}</p>${intro}<ul>${sections.map((s) => `<li>${s}</li>`).join('')}</ul>`;
}
