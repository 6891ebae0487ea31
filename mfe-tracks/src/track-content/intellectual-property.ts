import { INTELLECTUAL_PROPERTY_FEATURES } from '@consulting/contracts';
import { INTELLECTUAL_PROPERTY_CARD } from './cards/intellectual-property.ts';
import { NO_STATS, type TrackContent } from './types.ts';
import { ClockCircleOutlined } from '../icons/svg/ClockCircleOutlined.ts';
import { CoffeeOutlined } from '../icons/svg/CoffeeOutlined.ts';
import { DollarOutlined } from '../icons/svg/DollarOutlined.ts';
import { GlobalOutlined } from '../icons/svg/GlobalOutlined.ts';
import { LaptopOutlined } from '../icons/svg/LaptopOutlined.ts';
import { MedicineBoxOutlined } from '../icons/svg/MedicineBoxOutlined.ts';
import { ReadOutlined } from '../icons/svg/ReadOutlined.ts';
import { ShopOutlined } from '../icons/svg/ShopOutlined.ts';
import { TeamOutlined } from '../icons/svg/TeamOutlined.ts';
import { ToolOutlined } from '../icons/svg/ToolOutlined.ts';
import { VideoCameraOutlined } from '../icons/svg/VideoCameraOutlined.ts';

/** The intellectual-property track page (spec §2 "Track pages"): seven target sectors. */
export const INTELLECTUAL_PROPERTY: TrackContent = {
  ...INTELLECTUAL_PROPERTY_CARD,
  about: {
    ar: 'نرافقك في كل مراحل حماية أصولك الفكرية: من البحث والفحص المسبق، إلى إعداد الطلبات وتسجيلها لدى الهيئة السعودية للملكية الفكرية والمكاتب الإقليمية والدولية، ثم إدارة المحفظة وترخيصها والدفاع عنها أمام التعديات. هدفنا أن تتحول أفكارك وعلاماتك إلى أصول محمية تدر عائداً.',
    en: 'We support you at every stage of protecting your intellectual assets: from prior searches and examination, to preparing and filing applications with the Saudi Authority for Intellectual Property and regional and international offices, then managing, licensing and defending your portfolio. Our aim is to turn your ideas and brands into protected assets that earn a return.',
  },
  features: INTELLECTUAL_PROPERTY_FEATURES,
  sectors: [
    {
      id: 'technology',
      icon: LaptopOutlined,
      name: { ar: 'قطاع التقنية', en: 'Technology Sector' },
      description: {
        ar: 'حماية البرمجيات والتطبيقات والخوارزميات والعلامات الرقمية.',
        en: 'Protecting software, apps, algorithms and digital brands.',
      },
      detailedDescription: {
        ar: 'تعتمد شركات التقنية على أصول غير ملموسة تُنسخ بسهولة. نحمي الشيفرة المصدرية بحقوق المؤلف، والابتكارات التقنية ببراءات الاختراع حيث تتوفر شروطها، وأسماء المنتجات والتطبيقات بعلامات مسجلة داخل المملكة وفي أسواق التوسع.',
        en: 'Technology companies rely on intangible assets that are easy to copy. We protect source code through copyright, technical inventions through patents where they qualify, and product and app names through registered trademarks in the Kingdom and in expansion markets.',
      },
      services: [
        { ar: 'تسجيل حقوق المؤلف للبرمجيات', en: 'Software copyright registration' },
        { ar: 'براءات الاختراع التقنية', en: 'Technology patents' },
        { ar: 'حماية أسماء النطاقات والتطبيقات', en: 'Domain name and app protection' },
      ],
      whyWeExcel: {
        ar: 'فريق يجمع الخبرة القانونية والتقنية، فيفهم منتجك قبل أن يصوغ مطالبات حمايته.',
        en: 'A team that combines legal and technical expertise, so it understands your product before drafting its protection.',
      },
      stats: { clients: '150+', projects: '300+', growth: '85%' },
    },
    {
      id: 'healthcare',
      icon: MedicineBoxOutlined,
      name: { ar: 'الرعاية الصحية والأدوية', en: 'Healthcare and Pharmaceuticals' },
      description: {
        ar: 'براءات الأدوية والأجهزة الطبية وحماية العلامات الدوائية.',
        en: 'Patents for medicines and medical devices, and pharmaceutical brands.',
      },
      detailedDescription: {
        ar: 'تستغرق الابتكارات الدوائية والطبية سنوات من البحث، ولا تكتمل قيمتها دون حماية محكمة. نعدّ طلبات البراءات للتركيبات والأجهزة، ونسجل العلامات الدوائية، ونتابع فترات الحماية وتجديدها.',
        en: 'Pharmaceutical and medical innovations take years of research, and their value depends on sound protection. We prepare patent applications for formulations and devices, register pharmaceutical trademarks, and track protection terms and renewals.',
      },
      services: [
        { ar: 'براءات التركيبات الدوائية', en: 'Formulation patents' },
        { ar: 'حماية الأجهزة الطبية', en: 'Medical device protection' },
        { ar: 'تسجيل العلامات الدوائية', en: 'Pharmaceutical trademark registration' },
      ],
      whyWeExcel: {
        ar: 'نعمل مع وكلاء براءات متخصصين في العلوم الحيوية ونعرف متطلبات الجهات التنظيمية الصحية.',
        en: 'We work with patent agents specialised in life sciences and know the requirements of health regulators.',
      },
      stats: { clients: '40+', projects: '90+', growth: '60%' },
    },
    {
      id: 'manufacturing',
      icon: ToolOutlined,
      name: { ar: 'الصناعة والتصنيع', en: 'Industry and Manufacturing' },
      description: {
        ar: 'حماية النماذج الصناعية وعمليات الإنتاج والمنتجات المبتكرة.',
        en: 'Protecting industrial designs, production processes and new products.',
      },
      detailedDescription: {
        ar: 'يحتاج المصنعون إلى حماية شكل المنتج وطريقة إنتاجه معاً. نسجل النماذج الصناعية، ونحمي العمليات المبتكرة بالبراءات أو بالأسرار التجارية، ونضع سياسات داخلية تحفظ المعرفة الفنية.',
        en: 'Manufacturers need to protect both how a product looks and how it is made. We register industrial designs, protect new processes through patents or trade secrets, and set internal policies that safeguard know-how.',
      },
      services: [
        { ar: 'تسجيل النماذج الصناعية', en: 'Industrial design registration' },
        { ar: 'براءات العمليات الإنتاجية', en: 'Process patents' },
        { ar: 'سياسات حماية الأسرار التجارية', en: 'Trade secret policies' },
      ],
      whyWeExcel: {
        ar: 'نربط الحماية بخطة الإنتاج والتصدير حتى تغطي الأسواق التي تبيع فيها فعلاً.',
        en: 'We tie protection to your production and export plans so it covers the markets you actually sell in.',
      },
      stats: NO_STATS,
    },
    {
      id: 'creative',
      icon: VideoCameraOutlined,
      name: { ar: 'الصناعات الإبداعية والإعلام', en: 'Creative Industries and Media' },
      description: {
        ar: 'حقوق المؤلف للمحتوى والتصاميم والأعمال الفنية والإعلامية.',
        en: 'Copyright for content, designs, artworks and media productions.',
      },
      detailedDescription: {
        ar: 'المحتوى هو رأس مال صناع الإعلام والفنون. نوثق حقوق المؤلف للأعمال المرئية والمكتوبة والموسيقية، ونصوغ عقود الترخيص والتنازل، ونتابع النشر غير المصرح به عبر المنصات الرقمية.',
        en: 'Content is the capital of media and arts creators. We document copyright in visual, written and musical works, draft licensing and assignment contracts, and pursue unauthorised use across digital platforms.',
      },
      services: [
        { ar: 'توثيق حقوق المؤلف', en: 'Copyright documentation' },
        { ar: 'عقود الترخيص والتنازل', en: 'Licensing and assignment contracts' },
        { ar: 'رصد النشر غير المصرح به', en: 'Monitoring unauthorised use' },
      ],
      whyWeExcel: {
        ar: 'نفهم نماذج الإيراد في الإعلام الرقمي، فنبني الحماية حول طريقة ربحك من المحتوى.',
        en: 'We understand digital-media revenue models and build protection around how your content earns.',
      },
      stats: NO_STATS,
    },
    {
      id: 'retail',
      icon: ShopOutlined,
      name: { ar: 'التجزئة والامتياز التجاري', en: 'Retail and Franchising' },
      description: {
        ar: 'حماية العلامات التجارية وهوية المتاجر قبل منح الامتياز.',
        en: 'Protecting brands and store identity before franchising.',
      },
      detailedDescription: {
        ar: 'لا يمكن منح امتياز تجاري لعلامة غير محمية. نسجل العلامة وهويتها في الفئات الصحيحة، ونراجع اتفاقيات الامتياز من زاوية الملكية الفكرية، ونمدد الحماية إلى الدول التي تستهدفها.',
        en: 'A brand that is not protected cannot be franchised. We register the brand and its identity in the right classes, review franchise agreements from an IP perspective, and extend protection to the countries you target.',
      },
      services: [
        { ar: 'تسجيل العلامة في الفئات المناسبة', en: 'Trademark filing in the right classes' },
        { ar: 'مراجعة اتفاقيات الامتياز', en: 'Franchise agreement review' },
        { ar: 'التسجيل الدولي عبر نظام مدريد', en: 'International filing under the Madrid system' },
      ],
      whyWeExcel: {
        ar: 'خبرة عملية في تجهيز العلامات السعودية للتوسع الخليجي والإقليمي.',
        en: 'Hands-on experience preparing Saudi brands for Gulf and regional expansion.',
      },
      stats: NO_STATS,
    },
    {
      id: 'education',
      icon: ReadOutlined,
      name: { ar: 'التعليم والبحث العلمي', en: 'Education and Research' },
      description: {
        ar: 'حماية مخرجات الجامعات ومراكز الأبحاث ونقل التقنية.',
        en: 'Protecting the output of universities and research centres, and technology transfer.',
      },
      detailedDescription: {
        ar: 'تنتج الجامعات ومراكز الأبحاث معرفة قابلة للتسويق. نساعد مكاتب نقل التقنية على تقييم قابلية الاختراعات للحماية، وإعداد طلبات البراءات، وترخيصها للقطاع الخاص.',
        en: 'Universities and research centres produce knowledge that can be commercialised. We help technology-transfer offices assess whether inventions can be protected, file patent applications, and license them to industry.',
      },
      services: [
        { ar: 'تقييم قابلية الحماية', en: 'Patentability assessment' },
        { ar: 'دعم مكاتب نقل التقنية', en: 'Technology-transfer office support' },
        { ar: 'ترخيص الأبحاث للقطاع الخاص', en: 'Licensing research to industry' },
      ],
      whyWeExcel: {
        ar: 'نتحدث لغة الباحث ولغة المستثمر معاً، فنقرّب المسافة بين المختبر والسوق.',
        en: 'We speak both the researcher’s and the investor’s language, closing the gap between lab and market.',
      },
      stats: NO_STATS,
    },
    {
      id: 'food',
      icon: CoffeeOutlined,
      name: { ar: 'الأغذية والضيافة', en: 'Food and Hospitality' },
      description: {
        ar: 'حماية علامات المطاعم والمنتجات الغذائية ووصفاتها.',
        en: 'Protecting restaurant and food-product brands and their recipes.',
      },
      detailedDescription: {
        ar: 'في قطاع الأغذية تصنع العلامة والوصفة الفرق. نسجل علامات المطاعم والمنتجات وتغليفها، ونحمي الوصفات كأسرار تجارية، ونراقب العلامات المشابهة في السوق.',
        en: 'In food, the brand and the recipe make the difference. We register restaurant and product brands and their packaging, protect recipes as trade secrets, and watch the market for confusingly similar marks.',
      },
      services: [
        { ar: 'تسجيل علامات المطاعم والمنتجات', en: 'Restaurant and product trademarks' },
        { ar: 'حماية الوصفات كأسرار تجارية', en: 'Recipe trade-secret protection' },
        { ar: 'مراقبة العلامات المشابهة', en: 'Similar-mark watch' },
      ],
      whyWeExcel: {
        ar: 'نتحرك بسرعة لأن افتتاح الفروع لا ينتظر، ونرتب أولويات التسجيل حسب خطة التوسع.',
        en: 'We move fast because branch openings do not wait, and we prioritise filings by your expansion plan.',
      },
      stats: NO_STATS,
    },
  ],
  whyChooseUs: [
    {
      icon: TeamOutlined,
      title: { ar: 'خبراء معتمدون', en: 'Accredited experts' },
      description: {
        ar: 'وكلاء ومستشارون ذوو خبرة في أنظمة الملكية الفكرية السعودية والدولية.',
        en: 'Agents and advisers experienced in Saudi and international IP systems.',
      },
    },
    {
      icon: GlobalOutlined,
      title: { ar: 'حماية تتجاوز الحدود', en: 'Protection across borders' },
      description: {
        ar: 'نمدد حمايتك إلى الأسواق الخليجية والدولية عبر الاتفاقيات الدولية.',
        en: 'We extend your protection to Gulf and international markets through international treaties.',
      },
    },
    {
      icon: ClockCircleOutlined,
      title: { ar: 'متابعة حتى التسجيل', en: 'Follow-through to registration' },
      description: {
        ar: 'نتابع طلباتك وردود الفحص والمواعيد النظامية حتى صدور الشهادة.',
        en: 'We handle office actions and statutory deadlines until the certificate is issued.',
      },
    },
    {
      icon: DollarOutlined,
      title: { ar: 'تكلفة واضحة', en: 'Clear fees' },
      description: {
        ar: 'عروض أسعار مفصلة مسبقاً دون رسوم مفاجئة.',
        en: 'Detailed quotes upfront, with no surprise charges.',
      },
    },
  ],
};
