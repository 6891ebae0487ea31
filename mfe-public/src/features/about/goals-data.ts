import type { AboutIconName, Bilingual } from './company-data.ts';

/** A short-term goal (spec §3 "Goal data"): progress in percent, 0–100. */
export interface ShortTermGoal {
  title: Bilingual;
  description: Bilingual;
  status: Bilingual;
  progress: number;
}

export interface MediumTermGoal {
  title: Bilingual;
  description: Bilingual;
  target: Bilingual;
}

export interface LongTermGoal {
  title: Bilingual;
  description: Bilingual;
  impact: Bilingual;
}

export type SectorPriority = 'high' | 'medium' | 'low';

export interface GoalSector {
  name: Bilingual;
  description: Bilingual;
  priority: SectorPriority;
}

export interface Objective2030 {
  icon: AboutIconName;
  value: Bilingual;
  label: Bilingual;
}

/** The goals page data (spec §2 "Goals page", §3 "Goal data"). */
export const GOALS = {
  /** The hero's title is the page heading of `PUBLIC_PAGES['/about/goals']`. */
  hero: {
    subtitle: {
      ar: 'خارطة طريق واضحة نعمل بها اليوم لنصنع أثراً ممتداً حتى عام 2030 وما بعده.',
      en: 'A clear roadmap we work to today, for an impact that reaches to 2030 and beyond.',
    },
  },
  shortTerm: [
    {
      title: { ar: 'إطلاق المسارات الستة', en: 'Launch all six tracks' },
      description: {
        ar: 'تشغيل مسارات الخدمة الستة بفرق متخصصة وإجراءات عمل موحدة.',
        en: 'Run all six service tracks with specialised teams and standard working procedures.',
      },
      status: { ar: 'قيد التنفيذ', en: 'In progress' },
      progress: 85,
    },
    {
      title: { ar: 'بناء قاعدة العملاء', en: 'Build our client base' },
      description: {
        ar: 'خدمة أول مئة عميل من الشركات الناشئة والمنشآت الصغيرة والمتوسطة.',
        en: 'Serve our first hundred clients among startups and small and medium enterprises.',
      },
      status: { ar: 'قيد التنفيذ', en: 'In progress' },
      progress: 72,
    },
    {
      title: { ar: 'شراكات استراتيجية', en: 'Strategic partnerships' },
      description: {
        ar: 'توقيع اتفاقيات تعاون مع حاضنات وجهات تمويل وشركاء دوليين.',
        en: 'Sign cooperation agreements with incubators, funders and international partners.',
      },
      status: { ar: 'متقدم', en: 'On track' },
      progress: 68,
    },
    {
      title: { ar: 'التحول الرقمي للخدمات', en: 'Digital services' },
      description: {
        ar: 'تقديم طلبات الخدمات ومتابعتها إلكترونياً عبر بوابة العملاء.',
        en: 'Let clients submit and follow their service requests online through the client portal.',
      },
      status: { ar: 'متقدم', en: 'On track' },
      progress: 79,
    },
  ] satisfies ShortTermGoal[],
  mediumTerm: [
    {
      title: { ar: 'التوسع في مدن المملكة', en: 'Expand across the Kingdom' },
      description: {
        ar: 'افتتاح مكاتب في جدة والدمام لخدمة عملاء المنطقتين الغربية والشرقية.',
        en: 'Open offices in Jeddah and Dammam to serve clients in the Western and Eastern regions.',
      },
      target: { ar: 'بحلول 2027', en: 'By 2027' },
    },
    {
      title: { ar: 'برنامج تسريع الأعمال', en: 'Business acceleration programme' },
      description: {
        ar: 'إطلاق برنامج سنوي لتسريع الشركات الناشئة بالتعاون مع شركائنا.',
        en: 'Launch a yearly startup accelerator together with our partners.',
      },
      target: { ar: '50 شركة ناشئة سنوياً', en: '50 startups a year' },
    },
    {
      title: { ar: 'مركز للملكية الفكرية', en: 'Intellectual property centre' },
      description: {
        ar: 'تأسيس مركز متخصص لخدمات البراءات والعلامات التجارية والترخيص.',
        en: 'Set up a dedicated centre for patents, trademarks and licensing.',
      },
      target: { ar: '500 طلب تسجيل', en: '500 registration filings' },
    },
  ] satisfies MediumTermGoal[],
  longTerm: [
    {
      title: { ar: 'الريادة الإقليمية', en: 'Regional leadership' },
      description: {
        ar: 'أن نصبح المرجع الأول لخدمات الأعمال المتكاملة في منطقة الخليج.',
        en: 'Become the first reference for integrated business services in the Gulf.',
      },
      impact: { ar: 'أثر إقليمي', en: 'Regional impact' },
    },
    {
      title: { ar: 'اقتصاد المعرفة', en: 'The knowledge economy' },
      description: {
        ar: 'المساهمة في رفع عدد البراءات والمنتجات المبتكرة السعودية.',
        en: 'Help grow the number of Saudi patents and innovative products.',
      },
      impact: { ar: 'أثر وطني', en: 'National impact' },
    },
    {
      title: { ar: 'وظائف نوعية', en: 'Quality jobs' },
      description: {
        ar: 'دعم مشاريع تخلق فرص عمل نوعية للشباب السعودي.',
        en: 'Back ventures that create quality jobs for young Saudis.',
      },
      impact: { ar: 'أثر اجتماعي', en: 'Social impact' },
    },
  ] satisfies LongTermGoal[],
  sectors: [
    {
      name: { ar: 'التقنية والذكاء الاصطناعي', en: 'Technology and AI' },
      description: {
        ar: 'الشركات التقنية الناشئة وحلول البرمجيات والذكاء الاصطناعي.',
        en: 'Tech startups, software and artificial-intelligence solutions.',
      },
      priority: 'high',
    },
    {
      name: { ar: 'الصناعة والتصنيع', en: 'Industry and manufacturing' },
      description: {
        ar: 'المصانع والمنتجات الوطنية ضمن برامج توطين الصناعة.',
        en: 'Factories and national products within local-manufacturing programmes.',
      },
      priority: 'high',
    },
    {
      name: { ar: 'الرعاية الصحية', en: 'Healthcare' },
      description: {
        ar: 'الابتكار في الخدمات الصحية والأجهزة الطبية.',
        en: 'Innovation in health services and medical devices.',
      },
      priority: 'medium',
    },
    {
      name: { ar: 'السياحة والترفيه', en: 'Tourism and entertainment' },
      description: {
        ar: 'مشاريع الضيافة والفعاليات والترفيه.',
        en: 'Hospitality, events and entertainment ventures.',
      },
      priority: 'medium',
    },
    {
      name: { ar: 'التجزئة والتجارة الإلكترونية', en: 'Retail and e-commerce' },
      description: {
        ar: 'العلامات التجارية الجديدة ومتاجر التجارة الإلكترونية.',
        en: 'New consumer brands and online stores.',
      },
      priority: 'low',
    },
    {
      name: { ar: 'التعليم والتدريب', en: 'Education and training' },
      description: {
        ar: 'منصات التعليم الرقمي وبرامج التدريب وبناء القدرات.',
        en: 'Digital learning platforms, training and capacity-building programmes.',
      },
      priority: 'low',
    },
  ] satisfies GoalSector[],
  /** Strategic objectives by 2030 (spec §2 "Goals page"). */
  objectives2030: [
    {
      icon: 'rocket',
      value: { ar: '1000', en: '1000' },
      label: { ar: 'شركة ناشئة ندعمها', en: 'Startups supported' },
    },
    {
      icon: 'shield',
      value: { ar: '5000', en: '5000' },
      label: { ar: 'براءة اختراع مسجلة', en: 'Patents registered' },
    },
    {
      icon: 'chart',
      value: { ar: '10 مليارات ريال', en: '10 billion SAR' },
      label: { ar: 'استثمارات نسهم في جذبها', en: 'Investment we help attract' },
    },
    {
      icon: 'users',
      value: { ar: '50,000', en: '50,000' },
      label: { ar: 'فرصة عمل', en: 'Jobs created' },
    },
  ] satisfies Objective2030[],
};
