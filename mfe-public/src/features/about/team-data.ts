import type { Bilingual } from './company-data.ts';

/** A leadership card (spec §3 "Team member"); no photos, so the card shows the initials. */
export interface TeamMember {
  name: Bilingual;
  /** Two letters for the avatar, per language. */
  initials: Bilingual;
  position: Bilingual;
  description: Bilingual;
  /** Years of experience. */
  experienceYears: number;
  education: Bilingual;
  email: string;
  linkedin: string;
}

/** The four leadership cards (spec §9). Their average experience is 11+ years. */
export const TEAM_MEMBERS: TeamMember[] = [
  {
    name: { ar: 'د. عبدالله بن سعد القحطاني', en: 'Dr. Abdullah Saad Al-Qahtani' },
    initials: { ar: 'ع ق', en: 'AQ' },
    position: { ar: 'الرئيس التنفيذي', en: 'Chief Executive Officer' },
    description: {
      ar: 'يقود استراتيجية الشركة وشراكاتها، وله خبرة واسعة في الاستشارات الإدارية وتطوير المنشآت الصغيرة والمتوسطة.',
      en: 'Leads the company’s strategy and partnerships, with broad experience in management consulting and growing small and medium enterprises.',
    },
    experienceYears: 15,
    education: { ar: 'دكتوراه في إدارة الأعمال', en: 'PhD in Business Administration' },
    email: 'abdullah.alqahtani@example.com',
    linkedin: 'https://www.linkedin.com/',
  },
  {
    name: { ar: 'م. نورة بنت فهد العتيبي', en: 'Eng. Noura Fahad Al-Otaibi' },
    initials: { ar: 'ن ع', en: 'NO' },
    position: { ar: 'مديرة الابتكار وتطوير الأعمال', en: 'Director of Innovation and Business Development' },
    description: {
      ar: 'تشرف على برامج الابتكار وورش التفكير التصميمي، وتساعد العملاء على بناء نماذج أعمال قابلة للنمو.',
      en: 'Runs our innovation programmes and design-thinking workshops, helping clients build business models that can grow.',
    },
    experienceYears: 12,
    education: { ar: 'ماجستير في إدارة الابتكار', en: 'MSc in Innovation Management' },
    email: 'noura.alotaibi@example.com',
    linkedin: 'https://www.linkedin.com/',
  },
  {
    name: { ar: 'أ. خالد بن محمد الشهري', en: 'Khalid Mohammed Al-Shehri' },
    initials: { ar: 'خ ش', en: 'KS' },
    position: { ar: 'مدير التمويل والاستثمار', en: 'Director of Finance and Investment' },
    description: {
      ar: 'يعدّ دراسات الجدوى وملفات الاستثمار، ويرافق المشاريع في جولات التمويل حتى إغلاقها.',
      en: 'Prepares feasibility studies and investment memoranda, and guides projects through their funding rounds to closing.',
    },
    experienceYears: 10,
    education: { ar: 'محلل مالي معتمد (CFA)', en: 'Chartered Financial Analyst (CFA)' },
    email: 'khalid.alshehri@example.com',
    linkedin: 'https://www.linkedin.com/',
  },
  {
    name: { ar: 'أ. ريم بنت عبدالعزيز الدوسري', en: 'Reem Abdulaziz Al-Dosari' },
    initials: { ar: 'ر د', en: 'RD' },
    position: { ar: 'مديرة الملكية الفكرية والشؤون القانونية', en: 'Head of Intellectual Property and Legal Affairs' },
    description: {
      ar: 'تتولى تسجيل العلامات التجارية وبراءات الاختراع وحماية حقوق العملاء داخل المملكة وخارجها.',
      en: 'Handles trademark and patent registration and protects our clients’ rights in the Kingdom and abroad.',
    },
    experienceYears: 8,
    education: { ar: 'ماجستير في القانون التجاري', en: 'LLM in Commercial Law' },
    email: 'reem.aldosari@example.com',
    linkedin: 'https://www.linkedin.com/',
  },
];

/** A figure of a statistics band: display value (as the spec writes it) and its label. */
export interface Figure {
  value: string;
  label: Bilingual;
}

/** Team statistics (spec §9): 4+ members, 11+ average years, 20+ certifications, 50+ projects. */
export const TEAM_FIGURES: Figure[] = [
  { value: '4+', label: { ar: 'أعضاء فريق القيادة', en: 'Leadership members' } },
  { value: '11+', label: { ar: 'متوسط سنوات الخبرة', en: 'Average years of experience' } },
  { value: '20+', label: { ar: 'شهادة مهنية', en: 'Professional certifications' } },
  { value: '50+', label: { ar: 'مشروع منجز', en: 'Completed projects' } },
];
