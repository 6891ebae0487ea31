import type { GoalHorizon, HeroTheme, SocialNetwork } from '@consulting/contracts';

/**
 * Texts of the site-content pages. The panel is Arabic only (spec §1); the label of an English
 * field is written in English, so the editor sees at a glance which column is which language.
 */
export const SITE_AR = {
  edit: 'تعديل',
  delete: 'حذف',
  cancel: 'إلغاء',
  save: 'حفظ',
  retry: 'إعادة المحاولة',
  loading: 'جاري التحميل...',
  loadFailed: (message: string) => `خطأ في تحميل البيانات: ${message}`,
  inArabic: (label: string) => `${label} بالعربية`,
  inEnglish: (label: string) => `${label} بالإنجليزية`,
  englishLabel: (label: string) => `${label} (English)`,
  active: 'نشط',
  inactive: 'غير نشط',
  order: 'الترتيب',
  moveUp: 'نقل لأعلى',
  moveDown: 'نقل لأسفل',
  actions: 'الإجراءات',
  status: 'الحالة',
  image: 'الصورة',
  logo: 'الشعار',
  noImage: 'بدون صورة',
  saveFailed: 'تعذر الحفظ',
  saveFailedDescription: 'حدث خطأ أثناء الحفظ، حاول مرة أخرى',
  reorderFailed: 'تعذر تغيير الترتيب',
  toggleFailed: 'تعذر تغيير الحالة',
  deleteFailed: 'تعذر الحذف',
  deleteFailedDescription: 'حدث خطأ أثناء الحذف',
  activated: 'تم تفعيل العنصر',
  deactivated: 'تم إيقاف العنصر',
  reordered: 'تم حفظ الترتيب',
  rules: {
    required: (label: string) => `يرجى إدخال ${label}`,
    https: 'يجب أن يكون الرابط كاملاً ويبدأ بـ https://',
    webLink: 'يجب أن يكون الرابط كاملاً ويبدأ بـ https:// أو http://',
    link: 'أدخل مساراً في الموقع يبدأ بـ / أو رابطاً يبدأ بـ https://',
    email: 'البريد الإلكتروني غير صالح',
    iban: 'رقم الآيبان غير صالح: 24 خانة تبدأ بـ SA مع خانتي تحقق صحيحتين',
    swift: 'رمز السويفت غير صالح: 8 أو 11 حرفاً ورقماً',
    color: 'اللون بصيغة #rrggbb، مثل #1d4ed8',
    currency: 'العملة رمز من ثلاثة أحرف مثل SAR',
    years: 'أدخل عدداً صحيحاً من 0 إلى 80',
    percent: 'أدخل نسبة بين 0 و100',
  },
  settings: {
    title: 'إعدادات الموقع',
    intro: 'بيانات الشركة كما يراها الزوار في رأس الصفحات وتذييلها وصفحة التواصل، بالعربية والإنجليزية.',
    company: 'بيانات الشركة',
    contact: 'التواصل',
    social: 'حسابات التواصل الاجتماعي',
    socialHelp: 'رابط كامل يبدأ بـ https://؛ اترك الحقل فارغاً لإخفاء الحساب من التذييل.',
    profile: 'الملف التعريفي للشركة (PDF)',
    profileHelp: 'يظهر رابط تحميله في تذييل الموقع؛ بدون ملف يُخفى الرابط.',
    saved: 'تم حفظ إعدادات الموقع',
    updatedAt: 'آخر تحديث',
    fields: {
      company_name: ['اسم الشركة', 'Company name'],
      tagline: ['الشعار النصي', 'Tagline'],
      site_description: ['وصف الموقع', 'Site description'],
      address: ['العنوان', 'Address'],
      working_hours: ['ساعات العمل', 'Working hours'],
      phone: 'رقم الهاتف',
      email: 'البريد الإلكتروني للتواصل',
      staff_inbox: 'بريد فريق العمل',
    },
    staffInboxAdminOnly: 'يغيّر المدير فقط بريد فريق العمل، لأنه يحدد أين تصل بيانات الطلبات.',
    staffInboxHelp:
      'يصل إلى هذا البريد تنبيه بكل طلب جديد (طلبات الخدمات والفرص والانضمام ورسائل التواصل). اتركه فارغاً لاستخدام البريد المحدد في إعدادات الخادم.',
    socialNames: {
      x: 'رابط إكس (X)',
      linkedin: 'رابط لينكدإن (LinkedIn)',
      instagram: 'رابط إنستغرام (Instagram)',
      facebook: 'رابط فيسبوك (Facebook)',
      tiktok: 'رابط تيك توك (TikTok)',
      snapchat: 'رابط سناب شات (Snapchat)',
    } satisfies Record<SocialNetwork, string>,
  },
  horizons: { short: 'قصيرة المدى', medium: 'متوسطة المدى', long: 'طويلة المدى' } satisfies Record<GoalHorizon, string>,
  themes: {
    default: 'افتراضي',
    innovation: 'الابتكار',
    intellectual: 'الملكية الفكرية',
    investment: 'الاستثمار',
  } satisfies Record<HeroTheme, string>,
} as const;

/** The texts of one list page and its dialog. */
export interface SiteListTexts {
  title: string;
  intro: string;
  add: string;
  addTitle: string;
  editTitle: string;
  confirmDelete: string;
  empty: string;
  added: string;
  updated: string;
  deleted: string;
}

export const TEAM_AR: SiteListTexts = {
  title: 'فريق القيادة',
  intro: 'بطاقات فريق القيادة في صفحة «فريقنا» بالترتيب المعروض هنا.',
  add: 'إضافة عضو',
  addTitle: 'إضافة عضو إلى الفريق',
  editTitle: 'تعديل عضو الفريق',
  confirmDelete: 'هل أنت متأكد من حذف هذا العضو؟',
  empty: 'لا يوجد أعضاء في الفريق',
  added: 'تمت إضافة العضو',
  updated: 'تم تحديث بيانات العضو',
  deleted: 'تم حذف العضو',
};

export const PARTNERS_AR: SiteListTexts = {
  title: 'الشركاء الاستراتيجيون',
  intro: 'بطاقات صفحة «شركاؤنا» بالترتيب المعروض هنا.',
  add: 'إضافة شريك',
  addTitle: 'إضافة شريك جديد',
  editTitle: 'تعديل الشريك',
  confirmDelete: 'هل أنت متأكد من حذف هذا الشريك؟',
  empty: 'لا يوجد شركاء',
  added: 'تمت إضافة الشريك',
  updated: 'تم تحديث الشريك',
  deleted: 'تم حذف الشريك',
};

export const BANK_ACCOUNTS_AR: SiteListTexts = {
  title: 'الحسابات البنكية',
  intro: 'الحسابات المعروضة في صفحة الحسابات البنكية بالترتيب المعروض هنا.',
  add: 'إضافة حساب',
  addTitle: 'إضافة حساب بنكي',
  editTitle: 'تعديل الحساب البنكي',
  confirmDelete: 'هل أنت متأكد من حذف هذا الحساب؟',
  empty: 'لا توجد حسابات بنكية',
  added: 'تمت إضافة الحساب',
  updated: 'تم تحديث الحساب',
  deleted: 'تم حذف الحساب',
};

export const HERO_SLIDES_AR: SiteListTexts = {
  title: 'شرائح واجهة الصفحة الرئيسية',
  intro: 'الشرائح المتعاقبة أعلى الصفحة الرئيسية بالترتيب المعروض هنا.',
  add: 'إضافة شريحة',
  addTitle: 'إضافة شريحة جديدة',
  editTitle: 'تعديل الشريحة',
  confirmDelete: 'هل أنت متأكد من حذف هذه الشريحة؟',
  empty: 'لا توجد شرائح',
  added: 'تمت إضافة الشريحة',
  updated: 'تم تحديث الشريحة',
  deleted: 'تم حذف الشريحة',
};

export const STATISTICS_AR: SiteListTexts = {
  title: 'إحصائيات الصفحة الرئيسية',
  intro: 'أرقام شريط الإحصائيات في الصفحة الرئيسية بالترتيب المعروض هنا.',
  add: 'إضافة إحصائية',
  addTitle: 'إضافة إحصائية جديدة',
  editTitle: 'تعديل الإحصائية',
  confirmDelete: 'هل أنت متأكد من حذف هذه الإحصائية؟',
  empty: 'لا توجد إحصائيات',
  added: 'تمت إضافة الإحصائية',
  updated: 'تم تحديث الإحصائية',
  deleted: 'تم حذف الإحصائية',
};

export const GOALS_AR: SiteListTexts = {
  title: 'أهداف الشركة',
  intro: 'أهداف صفحة «أهدافنا»، لكل مدى ترتيبه الخاص.',
  add: 'إضافة هدف',
  addTitle: 'إضافة هدف جديد',
  editTitle: 'تعديل الهدف',
  confirmDelete: 'هل أنت متأكد من حذف هذا الهدف؟',
  empty: 'لا توجد أهداف في هذا المدى',
  added: 'تمت إضافة الهدف',
  updated: 'تم تحديث الهدف',
  deleted: 'تم حذف الهدف',
};

/** Field names of the list items: `[Arabic, English]` for a bilingual pair, else the Arabic one. */
export const FIELDS = {
  name: ['الاسم', 'Name'],
  position: ['المنصب', 'Position'],
  description: ['الوصف', 'Description'],
  bio: ['النبذة', 'Bio'],
  education: ['المؤهل العلمي', 'Education'],
  experience_years: 'سنوات الخبرة',
  email: 'البريد الإلكتروني',
  linkedin: 'رابط لينكدإن',
  partnerName: ['اسم الشريك', 'Partner name'],
  partnerType: ['نوع الشراكة', 'Partnership type'],
  country: ['الدولة', 'Country'],
  website: 'الموقع الإلكتروني',
  bank_name: ['اسم البنك', 'Bank name'],
  account_holder: ['اسم صاحب الحساب', 'Account holder'],
  account_number: 'رقم الحساب',
  iban: 'رقم الآيبان (IBAN)',
  swift: 'رمز السويفت (SWIFT)',
  currency: 'العملة',
  account_type: 'نوع الحساب',
  color: 'لون البطاقة',
  title: ['العنوان', 'Title'],
  subtitle: ['العنوان الفرعي', 'Subtitle'],
  cta_text: ['نص الزر', 'Button text'],
  cta_link: 'رابط الزر',
  ctaLinkHelp: 'مسار في الموقع مثل /services أو رابط كامل يبدأ بـ https://',
  theme: 'النمط اللوني',
  value: 'القيمة المعروضة',
  valueHelp: 'كما تظهر للزائر، مثل 50+ أو 100%',
  horizon: 'المدى',
  status: ['الحالة', 'Status'],
  progress: 'نسبة الإنجاز (%)',
  target: ['المستهدف', 'Target'],
  impact: ['الأثر', 'Impact'],
  goalDetail: 'الحالة / المستهدف / الأثر',
} as const;

/** Bank account types as the public page names them (spec §9: current). */
export const ACCOUNT_TYPES: Record<string, string> = { current: 'جاري', savings: 'توفير' };
