import { addTranslations } from '@consulting/platform';

/** i18next namespace of this remote's texts. */
export const PUBLIC_NAMESPACE = 'public';

const ar = {
  common: { contactUs: 'تواصل معنا', learnMore: 'اعرف المزيد' },
  hero: {
    goTo: 'الانتقال إلى الشريحة {{number}}',
    region: 'عروض مميزة',
    pause: 'إيقاف تبديل الشرائح',
    play: 'تشغيل تبديل الشرائح',
  },
  services: {
    eyebrow: 'مساراتنا',
    title: 'خدماتنا المتكاملة',
    subtitle: 'ستة مسارات متخصصة تغطي احتياجات أعمالك من الفكرة إلى التوسع.',
    descriptions: {
      'intellectual-property': 'حماية وتسجيل وإدارة الأصول الفكرية من براءات وعلامات تجارية وحقوق مؤلف.',
      innovation: 'تطوير نماذج الأعمال والمنتجات المبتكرة وبناء ثقافة الابتكار في المنشأة.',
      investment: 'إعداد المشاريع للاستثمار وربطها بجهات التمويل المناسبة لكل مرحلة.',
      launch: 'بناء الهوية والعلامة التجارية وخطط التسويق والدعم التشغيلي للإطلاق.',
      events: 'تخطيط وتنظيم المؤتمرات والمعارض وورش العمل والفعاليات المؤسسية.',
      representation: 'تمثيل الشركات الأجنبية وتأسيس حضورها وتشغيله في السوق السعودي.',
    },
  },
  sectors: {
    eyebrow: 'القطاعات',
    title: 'قطاعات نخدمها',
    subtitle: 'خبرة عملية في قطاعات حيوية تدعم مستهدفات رؤية المملكة 2030.',
    items: {
      technology: 'التقنية',
      healthcare: 'الرعاية الصحية',
      retail: 'التجزئة',
      industry: 'الصناعة',
      energy: 'الطاقة',
      tourism: 'السياحة والترفيه',
    },
    all: 'استكشف مساراتنا',
    contact: 'ناقش قطاعك معنا',
  },
  statistics: {
    eyebrow: 'إنجازاتنا',
    title: 'أرقام نفخر بها',
  },
  latestNews: {
    eyebrow: 'الأخبار',
    title: 'آخر الأخبار',
    subtitle: 'تابع جديد الشركة وشراكاتها وفعالياتها.',
    readMore: 'اقرأ المزيد',
    all: 'جميع الأخبار',
  },
  servicesList: {
    title: 'خدماتنا',
    subtitle: 'اختر المسار المناسب لأعمالك لمعرفة التفاصيل وبدء طلبك.',
  },
};

const en: typeof ar = {
  common: { contactUs: 'Contact Us', learnMore: 'Learn More' },
  hero: {
    goTo: 'Go to slide {{number}}',
    region: 'Highlights',
    pause: 'Stop slide rotation',
    play: 'Start slide rotation',
  },
  services: {
    eyebrow: 'Our tracks',
    title: 'Our Integrated Services',
    subtitle: 'Six specialised tracks covering your business needs from idea to expansion.',
    descriptions: {
      'intellectual-property': 'Protection, registration and management of patents, trademarks and copyright.',
      innovation: 'Developing innovative business models and products and building a culture of innovation.',
      investment: 'Preparing projects for investment and connecting them with the right financing for each stage.',
      launch: 'Identity and brand building, marketing plans and operational support for your launch.',
      events: 'Planning and running conferences, exhibitions, workshops and corporate events.',
      representation: 'Representing foreign companies and establishing and running their presence in Saudi Arabia.',
    },
  },
  sectors: {
    eyebrow: 'Sectors',
    title: 'Sectors We Serve',
    subtitle: 'Hands-on experience in vital sectors that support the goals of Saudi Vision 2030.',
    items: {
      technology: 'Technology',
      healthcare: 'Healthcare',
      retail: 'Retail',
      industry: 'Industry',
      energy: 'Energy',
      tourism: 'Tourism and Entertainment',
    },
    all: 'Explore our tracks',
    contact: 'Discuss your sector with us',
  },
  statistics: {
    eyebrow: 'Our achievements',
    title: 'Numbers we are proud of',
  },
  latestNews: {
    eyebrow: 'News',
    title: 'Latest News',
    subtitle: 'Follow the latest from the company, its partnerships and events.',
    readMore: 'Read More',
    all: 'All News',
  },
  servicesList: {
    title: 'Our Services',
    subtitle: 'Choose the track that fits your business to see the details and start your request.',
  },
};

/**
 * Registers namespace `public` (the home page's and the services list's texts) with the page's
 * i18next instance; safe to call again. Importing this module registers it: the modules that
 * use the namespace import it, so the texts travel in their pages' chunks instead of the route
 * table every public page downloads.
 */
export function registerPublicTranslations(): void {
  addTranslations(PUBLIC_NAMESPACE, { ar, en });
}

registerPublicTranslations();
