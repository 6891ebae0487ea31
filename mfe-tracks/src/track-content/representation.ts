import { REPRESENTATION_FEATURES } from '@consulting/contracts';
import { REPRESENTATION_CARD } from './cards/representation.ts';
import { NO_STATS, type TrackContent } from './types.ts';
import { AuditOutlined } from '../icons/svg/AuditOutlined.ts';
import { BuildOutlined } from '../icons/svg/BuildOutlined.ts';
import { BulbOutlined } from '../icons/svg/BulbOutlined.ts';
import { ClockCircleOutlined } from '../icons/svg/ClockCircleOutlined.ts';
import { FlagOutlined } from '../icons/svg/FlagOutlined.ts';
import { GlobalOutlined } from '../icons/svg/GlobalOutlined.ts';
import { HomeOutlined } from '../icons/svg/HomeOutlined.ts';
import { IdcardOutlined } from '../icons/svg/IdcardOutlined.ts';
import { LaptopOutlined } from '../icons/svg/LaptopOutlined.ts';
import { MedicineBoxOutlined } from '../icons/svg/MedicineBoxOutlined.ts';
import { ReadOutlined } from '../icons/svg/ReadOutlined.ts';
import { RocketOutlined } from '../icons/svg/RocketOutlined.ts';
import { SearchOutlined } from '../icons/svg/SearchOutlined.ts';
import { ShoppingCartOutlined } from '../icons/svg/ShoppingCartOutlined.ts';
import { SolutionOutlined } from '../icons/svg/SolutionOutlined.ts';
import { ToolOutlined } from '../icons/svg/ToolOutlined.ts';
import { UsergroupAddOutlined } from '../icons/svg/UsergroupAddOutlined.ts';

/**
 * The representation-of-foreign-companies track page (spec §2 "Track pages"): six target sectors,
 * a services grid and five process steps; unlike investment and events it has no types list.
 */
export const REPRESENTATION: TrackContent = {
  ...REPRESENTATION_CARD,
  about: {
    ar: 'نمثّل الشركات الأجنبية في المملكة العربية السعودية ونساعدها على دراسة السوق، واختيار الشكل النظامي المناسب، والتأسيس والتسجيل لدى الجهات المختصة، وتجهيز البنية التشغيلية، حتى تبدأ أعمالها بثقة وكفاءة ووفق الأنظمة المحلية.',
    en: 'We represent foreign companies in Saudi Arabia and help them study the market, choose the right legal form, incorporate and register with the authorities, and set up their operations, so they can start business with confidence, efficiently and in line with local regulations.',
  },
  features: REPRESENTATION_FEATURES,
  sectors: [
    {
      id: 'technology',
      icon: LaptopOutlined,
      name: { ar: 'التقنية والاتصالات', en: 'Technology and Telecoms' },
      description: {
        ar: 'دخول شركات البرمجيات والخدمات السحابية إلى المملكة.',
        en: 'Bringing software and cloud companies into the Kingdom.',
      },
      detailedDescription: {
        ar: 'يتسارع الطلب على الحلول الرقمية في المملكة. نساعد شركات التقنية الأجنبية على فهم متطلبات توطين البيانات والمشتريات الحكومية، وبناء فريق محلي، والوصول إلى أول العملاء.',
        en: 'Demand for digital solutions in the Kingdom is accelerating. We help foreign tech companies understand data-localisation and government-procurement rules, build a local team and win their first clients.',
      },
      services: [
        { ar: 'متطلبات توطين البيانات', en: 'Data-localisation requirements' },
        { ar: 'التأهل للمشتريات الحكومية', en: 'Government procurement readiness' },
        { ar: 'بناء الفريق المحلي', en: 'Local team building' },
      ],
      whyWeExcel: {
        ar: 'نعرف الجهات والمبادرات الداعمة للاستثمار التقني في المملكة.',
        en: 'We know the bodies and programmes that support tech investment in the Kingdom.',
      },
      stats: { clients: '30+', projects: '45+', growth: '90%' },
    },
    {
      id: 'healthcare',
      icon: MedicineBoxOutlined,
      name: { ar: 'الرعاية الصحية والأجهزة الطبية', en: 'Healthcare and Medical Devices' },
      description: {
        ar: 'تسجيل المنتجات الطبية والتمثيل لدى الجهات الصحية.',
        en: 'Medical product registration and representation with health authorities.',
      },
      detailedDescription: {
        ar: 'تتطلب المنتجات الطبية تسجيلاً لدى الهيئة العامة للغذاء والدواء وممثلاً معتمداً. نتولى ملفات التسجيل والتمثيل النظامي، ونربطك بالموزعين ومقدمي الرعاية.',
        en: 'Medical products must be registered with the Saudi Food and Drug Authority and need an authorised representative. We handle registration files and legal representation, and connect you with distributors and providers.',
      },
      services: [
        { ar: 'تسجيل المنتجات الطبية', en: 'Medical product registration' },
        { ar: 'الممثل المعتمد', en: 'Authorised representative' },
        { ar: 'الربط بالموزعين', en: 'Distributor introductions' },
      ],
      whyWeExcel: {
        ar: 'متابعة دقيقة لملفات التسجيل تقلل أشهر الانتظار.',
        en: 'Close follow-up of registration files that saves months of waiting.',
      },
      stats: NO_STATS,
    },
    {
      id: 'industry',
      icon: ToolOutlined,
      name: { ar: 'الصناعة والتصنيع', en: 'Industry and Manufacturing' },
      description: {
        ar: 'إنشاء المصانع والشراكات الصناعية المحلية.',
        en: 'Setting up plants and local industrial partnerships.',
      },
      detailedDescription: {
        ar: 'نساعد المصنعين الأجانب على الاستفادة من حوافز المحتوى المحلي، واختيار المدن الصناعية المناسبة، وبناء شراكات تصنيع أو توزيع مع شركات سعودية.',
        en: 'We help foreign manufacturers benefit from local-content incentives, choose the right industrial city, and build manufacturing or distribution partnerships with Saudi companies.',
      },
      services: [
        { ar: 'حوافز المحتوى المحلي', en: 'Local-content incentives' },
        { ar: 'اختيار الموقع الصناعي', en: 'Industrial site selection' },
        { ar: 'الشراكات الصناعية', en: 'Industrial partnerships' },
      ],
      whyWeExcel: {
        ar: 'نربط خطتك الصناعية بحوافز الاستثمار المتاحة.',
        en: 'We tie your industrial plan to the investment incentives available.',
      },
      stats: NO_STATS,
    },
    {
      id: 'construction',
      icon: BuildOutlined,
      name: { ar: 'الإنشاءات والبنية التحتية', en: 'Construction and Infrastructure' },
      description: {
        ar: 'دخول المقاولين والاستشاريين إلى المشاريع الكبرى.',
        en: 'Bringing contractors and consultants into major projects.',
      },
      detailedDescription: {
        ar: 'تشهد المملكة مشاريع عملاقة تتطلب خبرات دولية. نساعد المقاولين والمكاتب الهندسية على التصنيف والتأهيل لدى الجهات المالكة، وبناء تحالفات مع شركات محلية.',
        en: 'The Kingdom’s giga-projects need international expertise. We help contractors and engineering firms obtain classification, pre-qualify with project owners and form alliances with local companies.',
      },
      services: [
        { ar: 'تصنيف المقاولين', en: 'Contractor classification' },
        { ar: 'التأهيل المسبق', en: 'Pre-qualification' },
        { ar: 'التحالفات المحلية', en: 'Local alliances' },
      ],
      whyWeExcel: {
        ar: 'معرفة عملية بمتطلبات الجهات المالكة للمشاريع الكبرى.',
        en: 'Practical knowledge of what major project owners require.',
      },
      stats: NO_STATS,
    },
    {
      id: 'consumer',
      icon: ShoppingCartOutlined,
      name: { ar: 'الأغذية والسلع الاستهلاكية', en: 'Food and Consumer Goods' },
      description: {
        ar: 'تسجيل المنتجات وبناء قنوات التوزيع.',
        en: 'Product registration and distribution channels.',
      },
      detailedDescription: {
        ar: 'نتولى تسجيل المنتجات الغذائية والاستهلاكية ومطابقة البطاقة الغذائية للمواصفات السعودية، ونساعدك على اختيار الموزعين والوصول إلى سلاسل التجزئة.',
        en: 'We register food and consumer products and align labels with Saudi standards, and help you choose distributors and reach retail chains.',
      },
      services: [
        { ar: 'تسجيل المنتجات', en: 'Product registration' },
        { ar: 'مطابقة البطاقة والمواصفات', en: 'Labelling and standards compliance' },
        { ar: 'اختيار الموزعين', en: 'Distributor selection' },
      ],
      whyWeExcel: {
        ar: 'علاقات مع موزعين وسلاسل تجزئة في مختلف المناطق.',
        en: 'Relationships with distributors and retail chains across the regions.',
      },
      stats: NO_STATS,
    },
    {
      id: 'education',
      icon: ReadOutlined,
      name: { ar: 'التعليم والتدريب', en: 'Education and Training' },
      description: {
        ar: 'افتتاح فروع المؤسسات التعليمية والتدريبية الدولية.',
        en: 'Opening branches of international education and training providers.',
      },
      detailedDescription: {
        ar: 'نرافق المؤسسات التعليمية الدولية في الحصول على التراخيص والاعتمادات، وإيجاد المقر المناسب، وبناء الشراكات مع الجهات المحلية.',
        en: 'We support international education providers in obtaining licences and accreditation, finding the right premises and building partnerships with local institutions.',
      },
      services: [
        { ar: 'التراخيص والاعتمادات', en: 'Licences and accreditation' },
        { ar: 'اختيار المقر', en: 'Premises selection' },
        { ar: 'الشراكات المحلية', en: 'Local partnerships' },
      ],
      whyWeExcel: {
        ar: 'نعرف مسارات الترخيص التعليمي والتدريبي ومتطلباتها.',
        en: 'We know the education and training licensing routes and what they require.',
      },
      stats: NO_STATS,
    },
  ],
  whyChooseUs: [
    {
      icon: FlagOutlined,
      title: { ar: 'خبرة محلية عميقة', en: 'Deep local knowledge' },
      description: {
        ar: 'نعرف الأنظمة والجهات وثقافة الأعمال في المملكة.',
        en: 'We know the Kingdom’s regulations, authorities and business culture.',
      },
    },
    {
      icon: SolutionOutlined,
      title: { ar: 'نقطة تواصل واحدة', en: 'One point of contact' },
      description: {
        ar: 'مدير حساب يتابع كل ملفاتك لدى الجهات المختلفة.',
        en: 'An account manager who follows all your files across authorities.',
      },
    },
    {
      icon: GlobalOutlined,
      title: { ar: 'نتحدث لغتك', en: 'We speak your language' },
      description: {
        ar: 'تواصل بالعربية والإنجليزية وتقارير واضحة للإدارة في بلدك.',
        en: 'Arabic and English communication, and clear reports for your head office.',
      },
    },
    {
      icon: ClockCircleOutlined,
      title: { ar: 'وقت أقصر للانطلاق', en: 'Faster time to market' },
      description: {
        ar: 'خطة تأسيس متوازية تختصر أشهراً من الإجراءات.',
        en: 'A parallel set-up plan that saves months of paperwork.',
      },
    },
  ],
  services: [
    {
      icon: SearchOutlined,
      title: { ar: 'دراسات السوق', en: 'Market studies' },
      description: {
        ar: 'حجم الطلب والمنافسين والأسعار وقنوات البيع.',
        en: 'Demand, competitors, prices and sales channels.',
      },
    },
    {
      icon: IdcardOutlined,
      title: { ar: 'التأسيس والتسجيل', en: 'Incorporation and registration' },
      description: {
        ar: 'ترخيص الاستثمار والسجل التجاري والتسجيل لدى الجهات.',
        en: 'Investment licence, commercial registration and authority sign-ups.',
      },
    },
    {
      icon: SolutionOutlined,
      title: { ar: 'التمثيل التجاري', en: 'Commercial representation' },
      description: {
        ar: 'نمثلك لدى العملاء والجهات خلال مرحلة التأسيس وما بعدها.',
        en: 'We represent you with clients and authorities during set-up and after.',
      },
    },
    {
      icon: UsergroupAddOutlined,
      title: { ar: 'الشركاء والموزعون', en: 'Partners and distributors' },
      description: {
        ar: 'نبحث عن الشركاء المناسبين ونرتب اللقاءات ونقيّمهم.',
        en: 'We find, vet and arrange meetings with the right partners.',
      },
    },
    {
      icon: HomeOutlined,
      title: { ar: 'تجهيز المقر والتشغيل', en: 'Office and operations set-up' },
      description: {
        ar: 'المقر والحسابات البنكية والتوظيف والأنظمة.',
        en: 'Premises, bank accounts, hiring and systems.',
      },
    },
    {
      icon: AuditOutlined,
      title: { ar: 'الامتثال المستمر', en: 'Ongoing compliance' },
      description: {
        ar: 'متابعة التجديدات والتقارير النظامية ومتطلبات التوطين.',
        en: 'Renewals, statutory reporting and Saudisation requirements.',
      },
    },
  ],
  processSteps: [
    {
      icon: SearchOutlined,
      title: { ar: 'التقييم الأولي', en: 'Initial assessment' },
      description: {
        ar: 'نقيّم جاهزية شركتك وفرصها في السوق السعودي.',
        en: 'We assess your readiness and your prospects in the Saudi market.',
      },
    },
    {
      icon: BulbOutlined,
      title: { ar: 'التخطيط الاستراتيجي', en: 'Strategic planning' },
      description: {
        ar: 'نختار الشكل النظامي والموقع وخطة الدخول.',
        en: 'We choose the legal form, location and entry plan.',
      },
    },
    {
      icon: IdcardOutlined,
      title: { ar: 'التأسيس والتسجيل', en: 'Establishment and registration' },
      description: {
        ar: 'التراخيص والسجل التجاري والتسجيل لدى الجهات.',
        en: 'Licences, commercial registration and authority sign-ups.',
      },
    },
    {
      icon: HomeOutlined,
      title: { ar: 'تجهيز البنية التحتية', en: 'Infrastructure setup' },
      description: {
        ar: 'المقر والأنظمة والحسابات والتوظيف.',
        en: 'Premises, systems, accounts and hiring.',
      },
    },
    {
      icon: RocketOutlined,
      title: { ar: 'إطلاق العمليات', en: 'Operations launch' },
      description: {
        ar: 'بدء النشاط التجاري ومتابعة الأشهر الأولى.',
        en: 'Starting business and supporting the first months.',
      },
    },
  ],
};
