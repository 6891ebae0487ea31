import type { NewsItemRecord } from '@consulting/contracts';

/** Plain text as one HTML paragraph (`content_*` is HTML), escaped. */
const paragraph = (text: string): string =>
  `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;

const item = (
  id: string,
  date: string,
  category: NewsItemRecord['category'],
  featured: boolean,
  views: number,
  title: [string, string],
  summary: [string, string],
  content: [string, string],
): NewsItemRecord => ({
  id,
  title_ar: title[0],
  title_en: title[1],
  summary_ar: summary[0],
  summary_en: summary[1],
  content_ar: paragraph(content[0]),
  content_en: paragraph(content[1]),
  category,
  author: 'فريق التحرير',
  author_en: 'Editorial team',
  image: '',
  image_media: null,
  published_ar: true,
  published_en: true,
  views,
  featured,
  created_at: `${date}T09:00:00.000Z`,
  updated_at: `${date}T09:00:00.000Z`,
});

/**
 * The six sample news items of January 2025 (spec §3 "News item"), newest first: what the news
 * pages and the home page show when the news service is unreachable. View counts are display
 * values (spec §1: fabricated, between 100 and 1099).
 */
export const STATIC_NEWS: NewsItemRecord[] = [
  item(
    'sample-launch-2025',
    '2025-01-20',
    'company-news',
    true,
    1024,
    ['انطلاق أعمال الشركة في الرياض', 'Company launches operations in Riyadh'],
    [
      'بدأت الشركة أعمالها رسمياً في الرياض بستة مسارات متخصصة لخدمة قطاع الأعمال.',
      'The company officially began operating in Riyadh with six specialised tracks for businesses.',
    ],
    [
      'أعلنت الشركة انطلاق أعمالها رسمياً من مقرها في الرياض، مقدمةً ستة مسارات متكاملة: الملكية الفكرية، وابتكار الأعمال، والتمويل والاستثمار، وإطلاق العلامات والمشاريع، والفعاليات والأنشطة، وتمثيل الشركات الأجنبية. وتهدف الشركة إلى دعم رواد الأعمال والمنشآت في تحقيق مستهدفات رؤية المملكة 2030.',
      'The company announced the official start of its operations from its Riyadh head office, offering six integrated tracks: intellectual property, business innovation, finance and investment, launch and branding, events and activities, and representation of foreign companies. It aims to help entrepreneurs and enterprises reach the goals of Saudi Vision 2030.',
    ],
  ),
  item(
    'sample-partnership-2025',
    '2025-01-17',
    'partnerships',
    true,
    876,
    ['شراكة استراتيجية لدعم الشركات الناشئة', 'Strategic partnership to support start-ups'],
    [
      'وقّعنا اتفاقية شراكة لتقديم حزم استشارية متكاملة للشركات الناشئة.',
      'We signed a partnership agreement to offer integrated advisory packages to start-ups.',
    ],
    [
      'وقّعت الشركة اتفاقية شراكة استراتيجية مع إحدى حاضنات الأعمال الرائدة لتقديم خدمات الملكية الفكرية والتمويل للشركات الناشئة المنضمة إلى برامجها، بما يسرّع وصولها إلى السوق والمستثمرين.',
      'The company signed a strategic partnership with a leading business incubator to provide intellectual property and financing services to the start-ups in its programmes, speeding up their path to market and to investors.',
    ],
  ),
  item(
    'sample-innovation-2025',
    '2025-01-14',
    'innovation',
    false,
    642,
    ['برنامج جديد لابتكار نماذج الأعمال', 'A new business-model innovation programme'],
    [
      'برنامج عملي يساعد المنشآت على تحويل الأفكار إلى منتجات قابلة للنمو.',
      'A hands-on programme that helps enterprises turn ideas into products built to grow.',
    ],
    [
      'أطلقت الشركة برنامجاً لابتكار نماذج الأعمال يمتد ثمانية أسابيع، يجمع بين ورش العمل والإرشاد الفردي واختبار الأفكار مع العملاء، ويختتم بعرض المشاريع أمام لجنة من الخبراء.',
      'The company launched an eight-week business-model innovation programme combining workshops, one-to-one mentoring and customer testing of ideas, ending with project pitches to a panel of experts.',
    ],
  ),
  item(
    'sample-events-2025',
    '2025-01-10',
    'events',
    false,
    533,
    ['مشاركتنا في ملتقى ريادة الأعمال', 'Our participation in the Entrepreneurship Forum'],
    [
      'شاركنا بجناح وجلسات حوارية حول حماية الملكية الفكرية للشركات الناشئة.',
      'We took part with a stand and panel sessions on intellectual property for start-ups.',
    ],
    [
      'شاركت الشركة في ملتقى ريادة الأعمال بالرياض بجناح تعريفي وجلستين حواريتين حول حماية الملكية الفكرية وجاهزية الاستثمار، والتقى فريقها بأكثر من مئة رائد أعمال.',
      'The company took part in the Riyadh Entrepreneurship Forum with a stand and two panel sessions on intellectual property protection and investment readiness; its team met more than a hundred entrepreneurs.',
    ],
  ),
  item(
    'sample-financing-2025',
    '2025-01-07',
    'financing',
    false,
    418,
    ['دليل مبسط لمراحل التمويل', 'A simple guide to the stages of financing'],
    [
      'من التمويل التأسيسي إلى الملكية الخاصة: ما تحتاجه في كل مرحلة.',
      'From seed funding to private equity: what you need at each stage.',
    ],
    [
      'نشرت الشركة دليلاً مبسطاً يشرح مراحل التمويل من التمويل التأسيسي ورأس المال الجريء إلى رأس مال النمو والملكية الخاصة، مع المستندات المطلوبة في كل مرحلة ونصائح للتفاوض مع المستثمرين.',
      'The company published a simple guide to the stages of financing, from seed and venture capital to growth capital and private equity, with the documents needed at each stage and tips for negotiating with investors.',
    ],
  ),
  item(
    'sample-training-2025',
    '2025-01-03',
    'training',
    false,
    207,
    ['ورش تدريبية في بناء العلامة التجارية', 'Training workshops on brand building'],
    [
      'سلسلة ورش عمل لرواد الأعمال حول الهوية والتسويق الرقمي.',
      'A series of workshops for entrepreneurs on identity and digital marketing.',
    ],
    [
      'تنظم الشركة سلسلة من أربع ورش تدريبية حول بناء الهوية والعلامة التجارية والتسويق الرقمي والدعم التشغيلي للإطلاق، موجهة لرواد الأعمال وأصحاب المشاريع الجديدة.',
      'The company is running a series of four training workshops on identity and brand building, digital marketing and operational support for launch, for entrepreneurs and owners of new projects.',
    ],
  ),
];
