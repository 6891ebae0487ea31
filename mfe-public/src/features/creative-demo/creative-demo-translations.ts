import { addTranslations } from '@consulting/platform';

/** i18next namespace of the creative demo page. */
export const CREATIVE_DEMO_NAMESPACE = 'public-creative-demo';

const ar = {
  subtitle: 'لمحة عن الهوية البصرية لموقعنا: الألوان والخطوط والعناصر التي نبني بها تجربة متسقة باللغتين.',
  colours: 'ألوان الهوية',
  colourNames: {
    deep: 'أزرق عميق',
    primary: 'أزرق الهوية',
    sky: 'أزرق سماوي',
    gold: 'ذهبي',
    sand: 'رملي',
    ink: 'حبر',
  },
  typography: 'الخطوط',
  arabicFont: 'خط Cairo للعربية',
  englishFont: 'خط Inter للإنجليزية',
  sample: 'نصنع معك مستقبل أعمالك',
  sampleEn: 'Building the future of your business with you',
  components: 'عناصر الواجهة',
  primaryButton: 'زر رئيسي',
  secondaryButton: 'زر ثانوي',
  tag: 'وسم',
  progress: 'نسبة الإنجاز',
  cardTitle: 'بطاقة خدمة',
  cardText: 'بطاقات بزوايا ناعمة وظل خفيف تبرز المحتوى دون أن تزاحمه.',
  direction: 'اتجاه واحد لكل لغة',
  directionText:
    'تُكتب أنماطنا بخصائص CSS المنطقية، فتنقلب الصفحة تلقائياً من اليمين إلى اليسار عند التبديل إلى الإنجليزية.',
};

const en: typeof ar = {
  subtitle:
    'A glimpse of our site’s visual identity: the colours, typefaces and elements behind one consistent experience in both languages.',
  colours: 'Brand Colours',
  colourNames: {
    deep: 'Deep blue',
    primary: 'Brand blue',
    sky: 'Sky blue',
    gold: 'Gold',
    sand: 'Sand',
    ink: 'Ink',
  },
  typography: 'Typography',
  arabicFont: 'Cairo for Arabic',
  englishFont: 'Inter for English',
  sample: 'نصنع معك مستقبل أعمالك',
  sampleEn: 'Building the future of your business with you',
  components: 'Interface Elements',
  primaryButton: 'Primary button',
  secondaryButton: 'Secondary button',
  tag: 'Tag',
  progress: 'Progress',
  cardTitle: 'Service card',
  cardText: 'Cards with soft corners and a light shadow that lift the content without crowding it.',
  direction: 'One direction per language',
  directionText:
    'Our styles use CSS logical properties, so the page flips from right-to-left to left-to-right when you switch to English.',
};

addTranslations(CREATIVE_DEMO_NAMESPACE, { ar, en });
