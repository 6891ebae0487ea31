import { addTranslations } from '@consulting/platform';

/** i18next namespace of the contact pages (/contact and /contact/message). */
export const CONTACT_NAMESPACE = 'public-contact';

const ar = {
  subtitle: 'يسعدنا تواصلك معنا، فريقنا جاهز للإجابة عن استفساراتك ومساعدتك في اختيار المسار المناسب.',
  info: {
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    hours: 'ساعات العمل',
  },
  form: {
    title: 'أرسل لنا رسالة',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    company: 'اسم الشركة (اختياري)',
    subject: 'الموضوع',
    message: 'الرسالة',
    namePlaceholder: 'أدخل اسمك الكامل',
    emailPlaceholder: 'example@company.com',
    phonePlaceholder: '05xxxxxxxx',
    companyPlaceholder: 'اسم شركتك',
    subjectPlaceholder: 'موضوع رسالتك',
    messagePlaceholder: 'اكتب رسالتك هنا...',
    submit: 'إرسال الرسالة',
    sending: 'جاري الإرسال...',
    required: 'هذا الحقل مطلوب',
    invalidEmail: 'البريد الإلكتروني غير صحيح',
    success: 'تم إرسال رسالتك بنجاح!',
    successText: 'شكراً لتواصلك معنا، سنرد عليك خلال 24 ساعة.',
    error: 'حدث خطأ، يرجى المحاولة مرة أخرى',
  },
  company: {
    title: 'معلومات الشركة',
    founded: 'تأسست عام 2025 في الرياض',
  },
  methods: {
    title: 'طرق تواصل أخرى',
    whatsapp: 'واتساب',
    whatsappText: 'راسلنا على الرقم نفسه خلال ساعات العمل.',
    emailText: 'للاستفسارات العامة والعروض.',
    social: 'وسائل التواصل الاجتماعي',
    socialText: 'تابعنا على منصات التواصل من روابط أسفل الصفحة.',
  },
  consultation: {
    title: 'احصل على استشارة مجانية',
    text: 'أخبرنا عن مشروعك وسيتواصل معك أحد مستشارينا لتحديد المسار المناسب دون أي التزام.',
    action: 'اطلب استشارتك الآن',
  },
  message: {
    subtitle: 'املأ النموذج وسنعود إليك في أقرب وقت.',
    infoTitle: 'معلومات التواصل',
    policyTitle: 'سياسة الرد',
    policyText: 'نرد على جميع الرسائل خلال 24 ساعة في أيام العمل.',
    policyUrgent: 'للأمور العاجلة يرجى الاتصال بنا هاتفياً.',
    toggle: 'EN',
    toggleLabel: 'التبديل إلى الإنجليزية',
  },
};

const en: typeof ar = {
  subtitle:
    'We are glad to hear from you. Our team is ready to answer your questions and help you choose the right track.',
  info: {
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    hours: 'Working Hours',
  },
  form: {
    title: 'Send Us a Message',
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    company: 'Company Name (optional)',
    subject: 'Subject',
    message: 'Message',
    namePlaceholder: 'Enter your full name',
    emailPlaceholder: 'example@company.com',
    phonePlaceholder: '05xxxxxxxx',
    companyPlaceholder: 'Your company',
    subjectPlaceholder: 'Subject of your message',
    messagePlaceholder: 'Write your message here...',
    submit: 'Send Message',
    sending: 'Sending...',
    required: 'This field is required',
    invalidEmail: 'Invalid email address',
    success: 'Your message has been sent successfully!',
    successText: 'Thank you for contacting us; we will reply within 24 hours.',
    error: 'An error occurred, please try again',
  },
  company: {
    title: 'Company Information',
    founded: 'Founded in 2025 in Riyadh',
  },
  methods: {
    title: 'Other Ways to Reach Us',
    whatsapp: 'WhatsApp',
    whatsappText: 'Message us on the same number during working hours.',
    emailText: 'For general enquiries and proposals.',
    social: 'Social Media',
    socialText: 'Follow us through the links at the bottom of the page.',
  },
  consultation: {
    title: 'Get a Free Consultation',
    text: 'Tell us about your project and one of our consultants will contact you to find the right track, with no obligation.',
    action: 'Request your consultation',
  },
  message: {
    subtitle: 'Fill in the form and we will get back to you soon.',
    infoTitle: 'Contact Information',
    policyTitle: 'Response Policy',
    policyText: 'We reply to every message within 24 hours on working days.',
    policyUrgent: 'For urgent matters, please call us.',
    toggle: 'ع',
    toggleLabel: 'Switch to Arabic',
  },
};

addTranslations(CONTACT_NAMESPACE, { ar, en });
