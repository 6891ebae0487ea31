import { addTranslations } from '@consulting/platform';

/**
 * The `tracks` namespace's texts of the track request form (`request.*`), registered when this feature's chunk loads
 * (a page's chunk carries only its own texts; the shared ones are in `src/translations.ts`).
 */
export const TRACK_REQUEST_TEXTS = {
  en: {
    request: {
      title: 'Start Your Track with Us',
      subtitle: 'Tell us about your needs and our team will contact you soon.',
      requestType: 'Request type',
      name: 'Name',
      email: 'Email',
      phone: 'Phone (optional)',
      description: 'Description',
      namePlaceholder: 'Your full name',
      emailPlaceholder: 'you@example.com',
      phonePlaceholder: '05xxxxxxxx',
      descriptionPlaceholder: 'Describe your request',
      attachment: 'Attachment (PDF, optional)',
      chooseFile: 'Choose PDF file',
      changeFile: 'Change',
      removeFile: 'Remove',
      welcomeBack: 'Welcome back, {{name}}',
      welcomeBackText: 'Your request will be linked to your account.',
      guestNotice: 'An account will be created for you automatically',
      guestNoticeText:
        'We will email you: a password to follow your request in the client area if you are new to us, or a link to confirm the request if you already have an account.',
      submit: 'Submit Request',
      sending: 'Sending...',
      backToTrack: 'Back to Track',
      dataErrorTitle: 'Data Error',
      dataErrorText: 'Please fill in the following fields: {{fields}}',
      fieldSeparator: ', ',
      unsupportedTitle: 'Unsupported file type',
      unsupportedText: 'Please select PDF files only',
      tooLargeTitle: 'File too large',
      tooLargeText: 'File size should be less than 5MB',
      successTitle: 'Request Sent Successfully',
      successText: 'Your request has been sent successfully! We will contact you soon.',
      guestSuccessText:
        "Your request has been sent. We've emailed you at that address: if you are new to us, it holds a link to choose the password of your account; if you already have an account, it asks you to confirm the request.",
      errorTitle: 'Error Occurred',
      errorText: 'An error occurred while sending the request. Please try again.',
    },
  },
  ar: {
    request: {
      title: 'ابدأ مسارك معنا',
      subtitle: 'أخبرنا باحتياجك وسيتواصل معك فريقنا قريباً.',
      requestType: 'نوع الطلب',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'رقم الجوال (اختياري)',
      description: 'الوصف',
      namePlaceholder: 'الاسم الكامل',
      emailPlaceholder: 'you@example.com',
      phonePlaceholder: '05xxxxxxxx',
      descriptionPlaceholder: 'صف طلبك',
      attachment: 'مرفق (PDF، اختياري)',
      chooseFile: 'اختر ملف PDF',
      changeFile: 'تغيير',
      removeFile: 'إزالة',
      welcomeBack: 'مرحباً بعودتك، {{name}}',
      welcomeBackText: 'سيُربط طلبك بحسابك.',
      guestNotice: 'سيتم إنشاء حساب لك تلقائياً',
      guestNoticeText:
        'سنراسلك على بريدك الإلكتروني: بكلمة مرور لتتابع طلبك في منطقة العملاء إن كنت جديداً لدينا، أو برابط لتأكيد الطلب إن كان لديك حساب.',
      submit: 'إرسال الطلب',
      sending: 'جاري الإرسال...',
      backToTrack: 'العودة إلى المسار',
      dataErrorTitle: 'خطأ في البيانات',
      dataErrorText: 'يرجى ملء الحقول التالية: {{fields}}',
      fieldSeparator: '، ',
      unsupportedTitle: 'نوع الملف غير مدعوم',
      unsupportedText: 'يرجى اختيار ملفات PDF فقط',
      tooLargeTitle: 'الملف كبير جداً',
      tooLargeText: 'حجم الملف يجب أن يكون أقل من 5MB',
      successTitle: 'تم إرسال الطلب بنجاح',
      successText: 'تم إرسال طلبك بنجاح! سنتواصل معك قريباً.',
      guestSuccessText:
        'تم إرسال طلبك. أرسلنا رسالة إلى بريدك الإلكتروني: إن كنت جديداً لدينا ففيها رابط لاختيار كلمة مرور حسابك، وإن كان لديك حساب فهي تطلب منك تأكيد الطلب.',
      errorTitle: 'حدث خطأ',
      errorText: 'حدث خطأ أثناء إرسال الطلب. يرجى المحاولة مرة أخرى.',
    },
  },
};

addTranslations('tracks', TRACK_REQUEST_TEXTS);
