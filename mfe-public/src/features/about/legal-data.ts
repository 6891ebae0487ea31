import { PRIVACY_POLICY_VERSION, RETENTION_MONTHS } from '@consulting/contracts';
import type { Bilingual } from './company-data.ts';

/** A section of a legal page: heading, paragraphs and an optional bullet list. */
export interface LegalSection {
  id: string;
  title: Bilingual;
  paragraphs: Bilingual[];
  items?: Bilingual[];
}

/**
 * The privacy policy's last update: the version (a `YYYY-MM-DD` date) that the public forms record
 * with each consent, so the page names the policy a visitor agreed to. It replaces
 * spec §2's 8 January 2025 since the policy gained "What we keep and for how long".
 */
export const PRIVACY_LAST_UPDATED = PRIVACY_POLICY_VERSION;

const joinFileMonths = RETENTION_MONTHS.joinApplicationFiles;

/** The mailbox the legal pages name for questions. */
export const LEGAL_EMAIL = 'privacy@example.com';

/**
 * `/about/privacy`: data collection, usage, protection, what we keep and for how long (Saudi
 * PDPL), sharing, user rights, cookies, contact.
 */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'collection',
    title: { ar: 'البيانات التي نجمعها', en: 'Information We Collect' },
    paragraphs: [
      {
        ar: 'نجمع البيانات التي تقدمها لنا مباشرة عند تعبئة نماذج التواصل أو طلب الخدمات أو التقديم للانضمام إلى فريقنا أو التسجيل في منطقة العملاء، إضافة إلى بيانات تقنية محدودة تُجمع تلقائياً عند استخدام الموقع.',
        en: 'We collect the information you give us directly when you fill in a contact form, request a service, apply to join our team or use the client area, together with limited technical data collected automatically when you use the site.',
      },
    ],
    items: [
      {
        ar: 'بيانات الهوية والتواصل: الاسم والبريد الإلكتروني ورقم الجوال واسم المنشأة.',
        en: 'Identity and contact details: name, email address, mobile number and company name.',
      },
      {
        ar: 'تفاصيل الطلبات والرسائل والمرفقات التي ترسلها إلينا.',
        en: 'Details of the requests, messages and attachments you send us.',
      },
      {
        ar: 'بيانات طلبات التوظيف مثل السيرة الذاتية والمؤهلات والخبرات.',
        en: 'Job application data such as your CV, qualifications and experience.',
      },
      {
        ar: 'بيانات تقنية مثل نوع المتصفح وعنوان IP وتفضيل اللغة وصفحات الموقع التي زرتها.',
        en: 'Technical data such as browser type, IP address, language preference and the pages you visited.',
      },
    ],
  },
  {
    id: 'usage',
    title: { ar: 'كيف نستخدم بياناتك', en: 'How We Use Your Information' },
    paragraphs: [
      {
        ar: 'نستخدم بياناتك للأغراض التي جُمعت من أجلها فقط، وبما يتوافق مع نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
        en: 'We use your information only for the purposes for which it was collected, in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
      },
    ],
    items: [
      {
        ar: 'الرد على استفساراتك ومعالجة طلبات الخدمات والفرص ومتابعتها.',
        en: 'Answering your enquiries and processing and following up your service and opportunity requests.',
      },
      {
        ar: 'إنشاء حسابك في منطقة العملاء وإرسال الإشعارات المتعلقة بطلباتك.',
        en: 'Creating your client-area account and sending notifications about your requests.',
      },
      { ar: 'دراسة طلبات الانضمام إلى فريق العمل.', en: 'Reviewing applications to join our team.' },
      {
        ar: 'تحسين الموقع وخدماتنا وحماية أنظمتنا من إساءة الاستخدام.',
        en: 'Improving the site and our services and protecting our systems from misuse.',
      },
    ],
  },
  {
    id: 'protection',
    title: { ar: 'حماية البيانات', en: 'How We Protect Your Information' },
    paragraphs: [
      {
        ar: 'نطبّق إجراءات تقنية وإدارية مناسبة لحماية بياناتك، منها تشفير الاتصال بالموقع، وتقييد الوصول إلى البيانات على الموظفين المخولين فقط، والاحتفاظ بالبيانات للمدة اللازمة لتحقيق أغراضها أو المدة التي تتطلبها الأنظمة.',
        en: 'We apply appropriate technical and organisational measures to protect your information, including encrypted connections to the site, access limited to authorised staff only, and keeping data only as long as its purpose or the law requires.',
      },
    ],
  },
  {
    id: 'retention',
    title: { ar: 'ما الذي نحتفظ به ومدته', en: 'What We Keep and for How Long' },
    paragraphs: [
      {
        ar: 'نحتفظ بما ترسله إلينا عبر نماذج الموقع للمدة اللازمة للغرض الذي أرسلته من أجله فقط، ونسجّل مع كل نموذج موافقتك على هذه السياسة (رقم إصدارها ووقت الإرسال).',
        en: 'We keep what you send us through the site’s forms only as long as the purpose you sent it for requires, and with each form we record your consent to this policy (its version and the time you sent the form).',
      },
    ],
    items: [
      {
        ar: 'رسائل التواصل: بيانات التواصل ونص الرسالة، للرد عليك وطوال مدة تعاملنا معك.',
        en: 'Contact messages: your contact details and your message, to answer you and for as long as our business relationship lasts.',
      },
      {
        ar: 'طلبات الخدمات والفرص: بيانات التواصل والطلب ومرفقه، لمعالجة الطلب وطوال مدة تعاملنا معك، وحساب منطقة العملاء حتى تطلب إغلاقه.',
        en: 'Service and opportunity requests: your contact details, the request and its attachment, to handle the request and for as long as our business relationship lasts; a client-area account until you ask us to close it.',
      },
      {
        ar: `طلبات الانضمام: بيانات الطلب لدراسته، وتُحذف ملفاته (السيرة الذاتية والصورة) تلقائياً بعد ${joinFileMonths} شهراً من إرساله.`,
        en: `Job applications: your details, to review your application; its files (CV and photo) are deleted automatically ${joinFileMonths} months after it was sent.`,
      },
      {
        ar: 'النشرة البريدية: بريدك الإلكتروني، حتى تطلب حذفه.',
        en: 'Newsletter: your email address, until you ask us to remove it.',
      },
      {
        ar: 'لحماية النماذج من إساءة الاستخدام نعدّ لفترة قصيرة عدد الإرسالات من كل عنوان IP ولكل بريد إلكتروني، وتُحذف هذه العدادات تلقائياً.',
        en: 'To protect the forms from abuse we briefly count the submissions from each IP address and for each email address; these counts expire on their own.',
      },
      {
        ar: 'يمكنك في أي وقت أن تطلب نسخة من كل ما نحتفظ به عن بريدك الإلكتروني أو أن تطلب حذفه، عبر وسائل التواصل أدناه.',
        en: 'You can ask us at any time for a copy of everything we hold about your email address, or to erase it, through the contact details below.',
      },
    ],
  },
  {
    id: 'sharing',
    title: { ar: 'مشاركة البيانات', en: 'Sharing Your Information' },
    paragraphs: [
      {
        ar: 'لا نبيع بياناتك الشخصية ولا نؤجرها لأي طرف. قد نشاركها في حدود ما يلزم مع:',
        en: 'We do not sell or rent your personal information to anyone. We may share it, only as far as necessary, with:',
      },
    ],
    items: [
      {
        ar: 'شركائنا ومقدمي الخدمات الذين يساعدوننا في تنفيذ طلبك، بعد موافقتك، وبموجب التزامات سرية.',
        en: 'Partners and service providers who help us fulfil your request, with your consent and under confidentiality obligations.',
      },
      {
        ar: 'الجهات الحكومية والقضائية المختصة عندما يفرض النظام ذلك.',
        en: 'Competent government and judicial authorities where the law requires it.',
      },
    ],
  },
  {
    id: 'rights',
    title: { ar: 'حقوقك', en: 'Your Rights' },
    paragraphs: [
      {
        ar: 'وفقاً لنظام حماية البيانات الشخصية، يحق لك:',
        en: 'Under the Personal Data Protection Law you have the right to:',
      },
    ],
    items: [
      { ar: 'العلم بكيفية جمع بياناتك ومعالجتها.', en: 'Be informed of how your data is collected and processed.' },
      { ar: 'الاطلاع على بياناتك والحصول على نسخة منها.', en: 'Access your data and obtain a copy of it.' },
      { ar: 'طلب تصحيح بياناتك أو تحديثها.', en: 'Ask us to correct or update your data.' },
      { ar: 'طلب إتلاف بياناتك متى انتفت الحاجة إليها.', en: 'Ask us to erase your data once it is no longer needed.' },
      {
        ar: 'الرجوع عن موافقتك على معالجة بياناتك في أي وقت.',
        en: 'Withdraw your consent to the processing of your data at any time.',
      },
    ],
  },
  {
    id: 'cookies',
    title: { ar: 'ملفات تعريف الارتباط والتخزين المحلي', en: 'Cookies and Local Storage' },
    paragraphs: [
      {
        ar: 'يستخدم الموقع التخزين المحلي في متصفحك لحفظ تفضيل اللغة وبيانات تسجيل الدخول إلى منطقة العملاء، ولا نستخدم ملفات تعريف ارتباط إعلانية. يمكنك حذف هذه البيانات من إعدادات متصفحك في أي وقت، مع العلم أن ذلك قد يتطلب تسجيل الدخول من جديد.',
        en: 'The site uses your browser’s local storage to remember your language preference and your client-area sign-in, and we do not use advertising cookies. You can clear this data in your browser settings at any time, although you may then need to sign in again.',
      },
    ],
  },
  {
    id: 'contact',
    title: { ar: 'تواصل معنا', en: 'Contact Us' },
    paragraphs: [
      {
        ar: 'لأي استفسار عن هذه السياسة أو لممارسة حقوقك، راسلنا على البريد الإلكتروني أدناه أو عبر صفحة التواصل، وسنرد عليك في أقرب وقت.',
        en: 'For any question about this policy or to exercise your rights, write to us at the email address below or through our contact page, and we will reply as soon as possible.',
      },
    ],
  },
];

/**
 * `/about/terms`: introduction, definitions, services, user obligations, intellectual property,
 * liability, privacy, termination, modifications, governing law (Saudi law and courts), contact.
 */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: { ar: 'مقدمة', en: 'Introduction' },
    paragraphs: [
      {
        ar: 'مرحباً بك في موقعنا. تنظّم هذه الشروط والأحكام استخدامك للموقع والخدمات التي نقدمها من خلاله، ويُعد استخدامك للموقع موافقة عليها. إذا كنت لا توافق على أي منها فيرجى عدم استخدام الموقع.',
        en: 'Welcome to our website. These terms and conditions govern your use of the site and of the services we offer through it, and by using the site you accept them. If you do not agree with any of them, please do not use the site.',
      },
    ],
  },
  {
    id: 'definitions',
    title: { ar: 'التعريفات', en: 'Definitions' },
    paragraphs: [
      {
        ar: 'يُقصد بالكلمات التالية المعاني المبينة أمامها:',
        en: 'The following words have the meanings given to them:',
      },
    ],
    items: [
      {
        ar: '«الشركة» أو «نحن»: الشركة المالكة للموقع ومقرها الرياض، المملكة العربية السعودية.',
        en: '“The Company”, “we” or “us”: the company that owns the site, based in Riyadh, Kingdom of Saudi Arabia.',
      },
      {
        ar: '«المستخدم» أو «أنت»: كل من يزور الموقع أو يستخدم أياً من خدماته.',
        en: '“The User” or “you”: anyone who visits the site or uses any of its services.',
      },
      {
        ar: '«الخدمات»: الاستشارات والخدمات المقدمة ضمن مسارات الشركة الستة.',
        en: '“The Services”: the advice and services offered within the Company’s six tracks.',
      },
      {
        ar: '«المحتوى»: النصوص والتصاميم والشعارات وسائر المواد المنشورة على الموقع.',
        en: '“The Content”: the text, designs, logos and all other material published on the site.',
      },
    ],
  },
  {
    id: 'services',
    title: { ar: 'الخدمات', en: 'Our Services' },
    paragraphs: [
      {
        ar: 'يعرض الموقع معلومات عن خدماتنا ويتيح إرسال طلبات الخدمات والفرص والرسائل. لا يُعد إرسال الطلب تعاقداً ملزماً، وتخضع كل خدمة لاتفاقية أو عرض سعر مستقل يحدد نطاقها ومدتها وتكلفتها.',
        en: 'The site describes our services and lets you send service requests, opportunity requests and messages. Sending a request is not a binding contract; each service is governed by a separate agreement or quotation setting out its scope, duration and fees.',
      },
    ],
  },
  {
    id: 'obligations',
    title: { ar: 'التزامات المستخدم', en: 'User Obligations' },
    paragraphs: [{ ar: 'يلتزم المستخدم بما يلي:', en: 'You agree to:' }],
    items: [
      { ar: 'تقديم بيانات صحيحة وكاملة ومحدّثة.', en: 'Provide accurate, complete and up-to-date information.' },
      { ar: 'الحفاظ على سرية بيانات الدخول إلى حسابه.', en: 'Keep the sign-in details of your account confidential.' },
      {
        ar: 'عدم استخدام الموقع لأي غرض مخالف للأنظمة أو الآداب العامة.',
        en: 'Not use the site for any purpose that breaks the law or public decency.',
      },
      {
        ar: 'عدم محاولة الوصول غير المصرح به إلى أنظمة الموقع أو تعطيلها.',
        en: 'Not attempt to gain unauthorised access to the site’s systems or to disrupt them.',
      },
    ],
  },
  {
    id: 'intellectual-property',
    title: { ar: 'الملكية الفكرية', en: 'Intellectual Property' },
    paragraphs: [
      {
        ar: 'جميع حقوق المحتوى مملوكة للشركة أو لمرخّصيها، ولا يجوز نسخه أو إعادة نشره أو استخدامه تجارياً دون إذن كتابي مسبق. وتبقى الأفكار والمستندات التي يرسلها العملاء ملكاً لهم، ونتعامل معها بسرية تامة.',
        en: 'All rights in the Content belong to the Company or its licensors, and it may not be copied, republished or used commercially without prior written permission. The ideas and documents our clients send us remain theirs, and we treat them in strict confidence.',
      },
    ],
  },
  {
    id: 'liability',
    title: { ar: 'حدود المسؤولية', en: 'Limitation of Liability' },
    paragraphs: [
      {
        ar: 'المعلومات المنشورة على الموقع للتعريف العام ولا تُعد استشارة مهنية لحالة بعينها. ولا تتحمل الشركة المسؤولية عن أي ضرر غير مباشر ينشأ عن استخدام الموقع أو تعذّر الوصول إليه، وذلك في الحدود التي تسمح بها الأنظمة.',
        en: 'The information on the site is general and is not professional advice for any particular case. To the extent the law allows, the Company is not liable for any indirect loss arising from the use of the site or from its being unavailable.',
      },
    ],
  },
  {
    id: 'privacy',
    title: { ar: 'الخصوصية', en: 'Privacy' },
    paragraphs: [
      {
        ar: 'نتعامل مع بياناتك الشخصية وفق سياسة الخصوصية المنشورة على الموقع، والتي تُعد جزءاً من هذه الشروط.',
        en: 'We handle your personal data as set out in the privacy policy published on the site, which forms part of these terms.',
      },
    ],
  },
  {
    id: 'termination',
    title: { ar: 'إنهاء الاستخدام', en: 'Termination' },
    paragraphs: [
      {
        ar: 'يحق للشركة تعليق حساب المستخدم أو إنهاؤه أو منعه من استخدام الموقع إذا أخلّ بهذه الشروط، دون إخلال بأي حقوق أخرى مقررة نظاماً.',
        en: 'The Company may suspend or close your account or stop you from using the site if you breach these terms, without prejudice to any other rights it has under the law.',
      },
    ],
  },
  {
    id: 'modifications',
    title: { ar: 'التعديلات', en: 'Changes to These Terms' },
    paragraphs: [
      {
        ar: 'قد نعدّل هذه الشروط من وقت لآخر، وننشر النسخة المحدثة على هذه الصفحة. ويُعد استمرارك في استخدام الموقع بعد النشر قبولاً للتعديلات.',
        en: 'We may change these terms from time to time and will publish the updated version on this page. Continuing to use the site after publication means you accept the changes.',
      },
    ],
  },
  {
    id: 'governing-law',
    title: { ar: 'القانون الواجب التطبيق', en: 'Governing Law' },
    paragraphs: [
      {
        ar: 'تخضع هذه الشروط وتُفسّر وفقاً للأنظمة المعمول بها في المملكة العربية السعودية، وتختص المحاكم السعودية في مدينة الرياض بالفصل في أي نزاع ينشأ عنها.',
        en: 'These terms are governed by and interpreted under the laws of the Kingdom of Saudi Arabia, and the Saudi courts in Riyadh have jurisdiction over any dispute arising from them.',
      },
    ],
  },
  {
    id: 'contact',
    title: { ar: 'تواصل معنا', en: 'Contact Us' },
    paragraphs: [
      {
        ar: 'لأي استفسار عن هذه الشروط، راسلنا على البريد الإلكتروني أدناه أو عبر صفحة التواصل.',
        en: 'For any question about these terms, write to us at the email address below or through our contact page.',
      },
    ],
  },
];
