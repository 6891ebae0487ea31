import { addTranslations } from '@consulting/platform';

/** i18next namespace of the services page. */
export const SERVICES_LIST_NAMESPACE = 'public-services';

const ar = {
  eyebrow: 'خدماتنا',
  subtitle: 'ستة مسارات متخصصة تغطي احتياجات أعمالك من الفكرة إلى التوسع، بفريق خبراء يرافقك في كل خطوة.',
  badges: {
    tracks: '6 مسارات خدمية',
    integrated: 'حلول متكاملة',
    experts: 'خبراء متخصصون',
  },
  moreServices: '+{{count}} خدمات أخرى',
  learnMore: 'اعرف المزيد',
  whyChooseUs: {
    title: 'لماذا تختارنا؟',
    items: {
      expertise: { title: 'خبرة متخصصة', text: 'فريق من الخبراء في كل مسار يعرف السوق السعودي وأنظمته.' },
      integrated: { title: 'حلول متكاملة', text: 'نغطي رحلتك كاملة من الفكرة والحماية إلى التمويل والإطلاق.' },
      quality: { title: 'جودة والتزام', text: 'منهجيات عمل واضحة ومواعيد تسليم نلتزم بها.' },
      support: { title: 'متابعة مستمرة', text: 'نتابع طلبك ونطلعك على كل مستجد عبر منطقة العملاء.' },
    },
  },
  consultation: {
    title: 'احجز استشارتك المجانية',
    text: 'تحدث مع أحد خبرائنا لمدة 30 دقيقة لتحديد المسار الأنسب لأعمالك، دون أي التزام.',
    book: 'احجز استشارة مجانية',
    contact: 'تواصل معنا',
  },
};

const en: typeof ar = {
  eyebrow: 'Our services',
  subtitle:
    'Six specialised tracks covering your business needs from idea to expansion, with a team of experts beside you at every step.',
  badges: {
    tracks: '6 service tracks',
    integrated: 'Integrated solutions',
    experts: 'Specialised experts',
  },
  moreServices: '+{{count}} more services',
  learnMore: 'Learn More',
  whyChooseUs: {
    title: 'Why Choose Us?',
    items: {
      expertise: {
        title: 'Specialised expertise',
        text: 'Experts in every track who know the Saudi market and its regulations.',
      },
      integrated: {
        title: 'Integrated solutions',
        text: 'We cover your whole journey, from idea and protection to funding and launch.',
      },
      quality: { title: 'Quality and commitment', text: 'Clear working methods and delivery dates we keep.' },
      support: {
        title: 'Continuous follow-up',
        text: 'We follow your request and keep you updated through the client area.',
      },
    },
  },
  consultation: {
    title: 'Book Your Free Consultation',
    text: 'Talk to one of our experts for 30 minutes to find the right track for your business, with no obligation.',
    book: 'Book a free consultation',
    contact: 'Contact Us',
  },
};

addTranslations(SERVICES_LIST_NAMESPACE, { ar, en });
