import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';

/**
 * The labels of `/about/goals` (`goals.*` of the `public-about` namespace); importing this
 * module registers them next to the common ones.
 */
const ar = {
  goals: {
    aboutTitle: 'عن الشركة',
    aboutText:
      'نحن شركة سعودية تأسست في الرياض عام 2025، نقدم حلولاً متكاملة في ستة مسارات، ونضع لأنفسنا أهدافاً واضحة قابلة للقياس نتابعها ونشاركها مع عملائنا وشركائنا.',
    shortTerm: 'الأهداف قصيرة المدى',
    shortTermSubtitle: 'ما نعمل على إنجازه خلال هذا العام.',
    progress: 'نسبة الإنجاز',
    mediumTerm: 'الأهداف متوسطة المدى',
    mediumTermSubtitle: 'ما نسعى إليه خلال السنوات الثلاث القادمة.',
    target: 'المستهدف',
    longTerm: 'الأهداف بعيدة المدى',
    longTermSubtitle: 'الأثر الذي نريد أن نتركه.',
    sectors: 'القطاعات المستهدفة',
    sectorsSubtitle: 'القطاعات التي نركز عليها وأولويتها لدينا.',
    priority: {
      high: 'أولوية عالية',
      medium: 'أولوية متوسطة',
      low: 'أولوية منخفضة',
    },
    objectives2030: 'أهدافنا الاستراتيجية بحلول 2030',
    objectives2030Subtitle: 'مساهمتنا في تحقيق مستهدفات رؤية المملكة 2030.',
    joinTitle: 'كن جزءاً من مجتمعنا',
    joinText: 'انضم إلى فريقنا أو شاركنا رحلتك، ولنصنع معاً أثراً يدوم.',
  },
};

const en: typeof ar = {
  goals: {
    aboutTitle: 'About the Company',
    aboutText:
      'We are a Saudi company founded in Riyadh in 2025, offering integrated solutions in six tracks. We set ourselves clear, measurable goals that we track and share with our clients and partners.',
    shortTerm: 'Short-Term Goals',
    shortTermSubtitle: 'What we are working to achieve this year.',
    progress: 'Progress',
    mediumTerm: 'Medium-Term Goals',
    mediumTermSubtitle: 'What we aim for over the next three years.',
    target: 'Target',
    longTerm: 'Long-Term Goals',
    longTermSubtitle: 'The impact we want to leave.',
    sectors: 'Target Sectors',
    sectorsSubtitle: 'The sectors we focus on and how we prioritise them.',
    priority: {
      high: 'High priority',
      medium: 'Medium priority',
      low: 'Low priority',
    },
    objectives2030: 'Our Strategic Objectives by 2030',
    objectives2030Subtitle: 'Our contribution to the goals of Saudi Vision 2030.',
    joinTitle: 'Join Our Community',
    joinText: 'Join our team or share your journey with us, and let us make a lasting impact together.',
  },
};

addTranslations(ABOUT_NAMESPACE, { ar, en });
