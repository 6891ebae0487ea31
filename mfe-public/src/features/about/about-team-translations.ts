import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';

/**
 * The labels of `/about` and `/about/team` (the company page and the leadership cards) in the
 * `public-about` namespace, next to the common ones; importing this module registers them (a
 * page downloads only its own labels).
 */
const ar = {
  about: {
    subtitle: 'شركة سعودية للاستشارات وخدمات الأعمال، مقرها الرياض، نرافقك من الفكرة إلى السوق.',
    story: 'قصتنا',
    mission: 'رسالتنا',
    vision: 'رؤيتنا',
    values: 'قيمنا',
    valuesSubtitle: 'أربع قيم توجه كل ما نقوم به.',
    timeline: 'مسيرتنا',
    timelineSubtitle: 'محطات من رحلة مؤسسينا منذ 2016.',
    team: 'فريق القيادة',
    teamSubtitle: 'خبرات متنوعة يجمعها هدف واحد: نجاح عملائنا.',
    achievements: 'إنجازاتنا بالأرقام',
    allTeam: 'تعرّف على الفريق',
    experienceYears_zero: 'بلا خبرة',
    experienceYears_one: 'سنة خبرة واحدة',
    experienceYears_two: 'سنتا خبرة',
    experienceYears_few: '{{count}} سنوات خبرة',
    experienceYears_many: '{{count}} سنة خبرة',
    experienceYears_other: '{{count}} سنة خبرة',
  },
  team: {
    subtitle: 'نخبة من الخبراء يقودون أعمالنا بخبرة عملية ومعرفة عميقة بالسوق السعودي.',
    experience: 'الخبرة',
    education: 'المؤهل',
    email: 'البريد الإلكتروني',
    profile: 'الملف المهني',
    statsTitle: 'فريقنا بالأرقام',
    contactTitle: 'هل تريد التحدث مع فريقنا؟',
    contactText: 'تواصل معنا وسيرد عليك المختص في أقرب وقت.',
  },
};

const en: typeof ar = {
  about: {
    subtitle: 'A Saudi consulting and business-services company based in Riyadh, with you from idea to market.',
    story: 'Our Story',
    mission: 'Our Mission',
    vision: 'Our Vision',
    values: 'Our Values',
    valuesSubtitle: 'Four values guide everything we do.',
    timeline: 'Our Journey',
    timelineSubtitle: 'Milestones of our founders’ journey since 2016.',
    team: 'Leadership Team',
    teamSubtitle: 'Diverse experience, one goal: our clients’ success.',
    achievements: 'Our Achievements in Numbers',
    allTeam: 'Meet the team',
    experienceYears_zero: 'No experience',
    experienceYears_one: '{{count}} year of experience',
    experienceYears_two: '{{count}} years of experience',
    experienceYears_few: '{{count}} years of experience',
    experienceYears_many: '{{count}} years of experience',
    experienceYears_other: '{{count}} years of experience',
  },
  team: {
    subtitle: 'Experts who lead our work with hands-on experience and deep knowledge of the Saudi market.',
    experience: 'Experience',
    education: 'Education',
    email: 'Email',
    profile: 'Profile',
    statsTitle: 'Our Team in Numbers',
    contactTitle: 'Would you like to talk to our team?',
    contactText: 'Get in touch and the right specialist will reply as soon as possible.',
  },
};

addTranslations(ABOUT_NAMESPACE, { ar, en });
