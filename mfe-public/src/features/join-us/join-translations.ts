import { addTranslations } from '@consulting/platform';

/** i18next namespace of the join-us page. */
export const JOIN_NAMESPACE = 'public-join';

const ar = {
  subtitle: 'نبحث دائماً عن مستشارين وخبراء شغوفين بصناعة الأثر. قدّم طلبك وسنتواصل معك.',
  whyTitle: 'لماذا تنضم إلينا؟',
  why: {
    impact: 'مشاريع مؤثرة في قطاعات حيوية تدعم رؤية المملكة 2030.',
    growth: 'بيئة تعلّم مستمر وتطوير مهني مع خبراء في ستة مسارات.',
    flexibility: 'فرص عمل مرنة بدوام كامل أو جزئي أو بالمشاريع.',
  },
  formTitle: 'طلب الانضمام',
  fields: {
    full_name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    address: 'العنوان',
    experience: 'الخبرات',
    specialization: 'التخصص',
  },
  placeholders: {
    full_name: 'أدخل اسمك الكامل',
    email: 'example@email.com',
    phone: '05xxxxxxxx',
    address: 'المدينة، الحي',
    experience: 'اذكر سنوات خبرتك وأبرز الأعمال التي قمت بها',
    specialization: 'مثال: الملكية الفكرية، التمويل، التسويق',
  },
  profileImage: 'الصورة الشخصية (اختياري)',
  profileImageHint: 'JPEG أو PNG أو GIF، بحد أقصى 5MB',
  cvFile: 'السيرة الذاتية (اختياري)',
  cvFileHint: 'PDF أو DOC أو DOCX، بحد أقصى 5MB',
  chooseFile: 'اختيار ملف',
  removeFile: 'إزالة',
  required: 'هذا الحقل مطلوب',
  invalidEmail: 'البريد الإلكتروني غير صحيح',
  submit: 'إرسال الطلب',
  submitting: 'جاري الإرسال...',
  errorTitle: 'حدث خطأ أثناء إرسال الطلب',
  unsupportedType: 'نوع الملف غير مدعوم',
  tooLarge: 'حجم الملف كبير جداً (الحد الأقصى 5MB)',
  successTitle: 'تم إرسال الطلب بنجاح',
  successText: 'شكراً لاهتمامك بالانضمام إلينا. سنتواصل معك قريباً لمناقشة الفرص المتاحة.',
  backHome: 'العودة للرئيسية',
  applyAnother: 'تقديم طلب آخر',
};

const en: typeof ar = {
  subtitle:
    'We are always looking for consultants and experts who care about making an impact. Apply and we will contact you.',
  whyTitle: 'Why join us?',
  why: {
    impact: 'Impactful projects in vital sectors that support Saudi Vision 2030.',
    growth: 'Continuous learning and professional growth with experts in six tracks.',
    flexibility: 'Flexible opportunities: full-time, part-time or per project.',
  },
  formTitle: 'Application Form',
  fields: {
    full_name: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    address: 'Address',
    experience: 'Experience',
    specialization: 'Specialization',
  },
  placeholders: {
    full_name: 'Enter your full name',
    email: 'example@email.com',
    phone: '05xxxxxxxx',
    address: 'City, district',
    experience: 'Your years of experience and main achievements',
    specialization: 'e.g. intellectual property, financing, marketing',
  },
  profileImage: 'Profile Image (optional)',
  profileImageHint: 'JPEG, PNG or GIF, up to 5MB',
  cvFile: 'CV (optional)',
  cvFileHint: 'PDF, DOC or DOCX, up to 5MB',
  chooseFile: 'Choose file',
  removeFile: 'Remove',
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  errorTitle: 'Error occurred while submitting application',
  unsupportedType: 'Unsupported file type',
  tooLarge: 'File size too large (max 5MB)',
  successTitle: 'Application submitted successfully',
  successText:
    'Thank you for your interest in joining us. We will contact you soon to discuss available opportunities.',
  backHome: 'Back to Home',
  applyAnother: 'Apply Another',
};

addTranslations(JOIN_NAMESPACE, { ar, en });
