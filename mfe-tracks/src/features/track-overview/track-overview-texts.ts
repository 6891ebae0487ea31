import { addTranslations } from '@consulting/platform';

/**
 * The `tracks` namespace's texts of the tracks overview (`overview.*`), registered when this feature's chunk loads
 * (a page's chunk carries only its own texts; the shared ones are in `src/translations.ts`).
 */
export const TRACK_OVERVIEW_TEXTS = {
  en: {
    overview: {
      title: 'Our Tracks',
      subtitle: 'Six integrated tracks that take your business from idea to growth.',
      learnMore: 'Learn More',
      statistics: {
        tracks: 'Service tracks',
        projects: 'Projects',
        sectors: 'Sectors',
        success: 'Success rate',
      },
      benefitsTitle: 'Why work with us',
      benefits: {
        integrated: {
          title: 'Integrated solutions',
          text: 'One partner from protecting the idea to funding, launching and expanding it.',
        },
        experts: {
          title: 'Specialised experts',
          text: 'Consultants with hands-on experience in each track and in the Saudi market.',
        },
        bilingual: {
          title: 'Arabic and English',
          text: 'We work with local and international clients in their language.',
        },
        followUp: {
          title: 'Follow-up to results',
          text: 'We stay with you until the goals agreed at the start are met.',
        },
      },
      ctaTitle: 'Not sure which track fits?',
      ctaText: 'Talk to us and we will help you choose the right starting point.',
      contact: 'Contact Us',
      consultations: 'Request a Consultation',
    },
  },
  ar: {
    overview: {
      title: 'مساراتنا',
      subtitle: 'ستة مسارات متكاملة تنقل أعمالك من الفكرة إلى النمو.',
      learnMore: 'اعرف المزيد',
      statistics: {
        tracks: 'مسارات خدمية',
        projects: 'مشروع',
        sectors: 'قطاع',
        success: 'نسبة النجاح',
      },
      benefitsTitle: 'لماذا تعمل معنا',
      benefits: {
        integrated: {
          title: 'حلول متكاملة',
          text: 'شريك واحد من حماية الفكرة إلى تمويلها وإطلاقها والتوسع بها.',
        },
        experts: {
          title: 'خبراء متخصصون',
          text: 'مستشارون ذوو خبرة عملية في كل مسار وفي السوق السعودي.',
        },
        bilingual: {
          title: 'بالعربية والإنجليزية',
          text: 'نخدم العملاء المحليين والدوليين بلغتهم.',
        },
        followUp: {
          title: 'متابعة حتى النتائج',
          text: 'نبقى معك حتى تتحقق الأهداف المتفق عليها في البداية.',
        },
      },
      ctaTitle: 'لست متأكداً أي مسار يناسبك؟',
      ctaText: 'تحدث إلينا وسنساعدك على اختيار نقطة البداية المناسبة.',
      contact: 'تواصل معنا',
      consultations: 'اطلب استشارة',
    },
  },
};

addTranslations('tracks', TRACK_OVERVIEW_TEXTS);
