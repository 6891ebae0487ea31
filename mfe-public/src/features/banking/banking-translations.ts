import { addTranslations } from '@consulting/platform';

/** i18next namespace of the bank accounts page. */
export const BANKING_NAMESPACE = 'public-banking';

const ar = {
  eyebrow: 'الدفع والتحويل',
  subtitle: 'يمكنك سداد قيمة خدماتنا بالتحويل إلى أحد حساباتنا البنكية التالية.',
  toggle: 'English',
  toggleLabel: 'عرض الصفحة بالإنجليزية',
  accountHolder: 'اسم المستفيد',
  accountNumber: 'رقم الحساب',
  iban: 'رقم الآيبان (IBAN)',
  swift: 'رمز السويفت (SWIFT)',
  currency: 'العملة',
  currencySAR: 'ريال سعودي (SAR)',
  type: 'نوع الحساب',
  typeCurrent: 'حساب جاري',
  typeSavings: 'حساب توفير',
  copy: 'نسخ {{field}}',
  copied: 'تم النسخ',
  instructions: {
    title: 'تعليمات التحويل',
    steps: [
      'اختر أحد الحسابات أعلاه وانسخ رقم الآيبان بالضغط على زر النسخ.',
      'حوّل المبلغ المتفق عليه بالريال السعودي من تطبيق البنك أو الفرع.',
      'اكتب في خانة الملاحظات اسمك ورقم طلبك أو اسم الخدمة.',
      'أرسل إيصال التحويل إلينا عبر صفحة التواصل أو البريد الإلكتروني.',
    ],
  },
  notes: {
    title: 'ملاحظات مهمة',
    items: [
      'تتم معالجة التحويلات خلال 24 إلى 48 ساعة من تأكيد الدفع.',
      'تأكد من أن اسم المستفيد مطابق لاسم الشركة قبل إتمام التحويل.',
      'قد تفرض بعض البنوك رسوماً على التحويلات الدولية أو بين البنوك، ويتحملها المحوِّل.',
      'لا نطلب منك أبداً التحويل إلى حساب شخصي، ولا نغيّر حساباتنا عبر الهاتف.',
    ],
  },
  help: {
    title: 'تحتاج إلى مساعدة؟',
    text: 'فريقنا جاهز للرد على استفساراتك حول الدفع والفواتير.',
    contact: 'تواصل معنا',
  },
};

const en: typeof ar = {
  eyebrow: 'Payment and transfers',
  subtitle: 'You can pay for our services by bank transfer to one of the following accounts.',
  toggle: 'العربية',
  toggleLabel: 'Show this page in Arabic',
  accountHolder: 'Account holder',
  accountNumber: 'Account number',
  iban: 'IBAN',
  swift: 'SWIFT code',
  currency: 'Currency',
  currencySAR: 'Saudi riyal (SAR)',
  type: 'Account type',
  typeCurrent: 'Current account',
  typeSavings: 'Savings account',
  copy: 'Copy {{field}}',
  copied: 'Copied',
  instructions: {
    title: 'Transfer Instructions',
    steps: [
      'Choose one of the accounts above and copy its IBAN with the copy button.',
      'Transfer the agreed amount in Saudi riyals from your banking app or at a branch.',
      'Write your name and your request number or the service name in the transfer notes.',
      'Send us the transfer receipt through the contact page or by email.',
    ],
  },
  notes: {
    title: 'Important Notes',
    items: [
      'Transfers are processed within 24 to 48 hours after payment confirmation.',
      'Make sure the beneficiary name matches the company name before you complete the transfer.',
      'Some banks charge fees for international or inter-bank transfers; these are paid by the sender.',
      'We will never ask you to transfer to a personal account, and we never change our accounts by phone.',
    ],
  },
  help: {
    title: 'Need help?',
    text: 'Our team is ready to answer your questions about payments and invoices.',
    contact: 'Contact Us',
  },
};

addTranslations(BANKING_NAMESPACE, { ar, en });
