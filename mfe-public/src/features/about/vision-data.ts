import type { StrategicObjective } from './company-data.ts';

/**
 * The four strategic objectives of `/about/vision`. A module of their own: the
 * other about pages import company-data.ts and need not download them.
 */
export const STRATEGIC_OBJECTIVES: StrategicObjective[] = [
  {
    icon: 'rocket',
    title: { ar: 'تمكين الشركات الناشئة', en: 'Empower startups' },
    description: {
      ar: 'دعم رواد الأعمال في بناء مشاريعهم وإطلاقها وتوسيع نطاقها محلياً وإقليمياً.',
      en: 'Help entrepreneurs build, launch and scale their ventures locally and across the region.',
    },
  },
  {
    icon: 'shield',
    title: { ar: 'حماية الأصول الفكرية', en: 'Protect intellectual assets' },
    description: {
      ar: 'رفع الوعي بالملكية الفكرية وزيادة عدد البراءات والعلامات المسجلة لعملائنا.',
      en: 'Raise awareness of intellectual property and grow the number of patents and trademarks our clients register.',
    },
  },
  {
    icon: 'chart',
    title: { ar: 'تسهيل الوصول إلى التمويل', en: 'Open access to funding' },
    description: {
      ar: 'ربط المشاريع الواعدة بالمستثمرين وجهات التمويل المناسبة لكل مرحلة نمو.',
      en: 'Connect promising projects with the investors and funders that fit each stage of growth.',
    },
  },
  {
    icon: 'globe',
    title: { ar: 'جذب الاستثمار الأجنبي', en: 'Attract foreign investment' },
    description: {
      ar: 'مساعدة الشركات العالمية على دخول السوق السعودي والعمل فيه بكفاءة.',
      en: 'Help international companies enter the Saudi market and operate in it efficiently.',
    },
  },
];
