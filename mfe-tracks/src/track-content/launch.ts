import { LAUNCH_FEATURES } from '@consulting/contracts';
import { LAUNCH_CARD } from './cards/launch.ts';
import { NO_STATS, type Sector, type TrackContent } from './types.ts';
import { BankOutlined } from '../icons/svg/BankOutlined.ts';
import { BuildOutlined } from '../icons/svg/BuildOutlined.ts';
import { BulbOutlined } from '../icons/svg/BulbOutlined.ts';
import { CoffeeOutlined } from '../icons/svg/CoffeeOutlined.ts';
import { CrownOutlined } from '../icons/svg/CrownOutlined.ts';
import { FundOutlined } from '../icons/svg/FundOutlined.ts';
import { LaptopOutlined } from '../icons/svg/LaptopOutlined.ts';
import { LineChartOutlined } from '../icons/svg/LineChartOutlined.ts';
import { MedicineBoxOutlined } from '../icons/svg/MedicineBoxOutlined.ts';
import { NotificationOutlined } from '../icons/svg/NotificationOutlined.ts';
import { ReadOutlined } from '../icons/svg/ReadOutlined.ts';
import { RocketOutlined } from '../icons/svg/RocketOutlined.ts';
import { ScheduleOutlined } from '../icons/svg/ScheduleOutlined.ts';
import { SearchOutlined } from '../icons/svg/SearchOutlined.ts';
import { SettingOutlined } from '../icons/svg/SettingOutlined.ts';
import { ShopOutlined } from '../icons/svg/ShopOutlined.ts';
import { SkinOutlined } from '../icons/svg/SkinOutlined.ts';
import { SolutionOutlined } from '../icons/svg/SolutionOutlined.ts';
import { StarOutlined } from '../icons/svg/StarOutlined.ts';
import { TeamOutlined } from '../icons/svg/TeamOutlined.ts';
import { ToolOutlined } from '../icons/svg/ToolOutlined.ts';

type LaunchSectorText = Pick<Sector, 'id' | 'icon' | 'name' | 'description' | 'detailedDescription' | 'services'>;

/** Every launch sector gets the same pledge; what differs is what we build for it. */
const launchSector = (sector: LaunchSectorText, stats = NO_STATS): Sector => ({
  ...sector,
  whyWeExcel: {
    ar: `أطلقنا علامات في قطاع ${sector.name.ar} ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.`,
    en: `We have launched brands in ${sector.name.en.toLowerCase()} and know what catches its customers’ attention and earns their trust.`,
  },
  stats,
});

/**
 * The launch-and-branding track page (spec §2 "Track pages"): ten target sectors, and the
 * launch extras of spec §3 "Static lists" (services, sectors, methodology).
 */
export const LAUNCH: TrackContent = {
  ...LAUNCH_CARD,
  about: {
    ar: 'من بناء الهوية والعلامة التجارية إلى خطة الدخول للسوق والتسويق الرقمي والدعم التشغيلي، نطلق مشروعك الجديد بخطوات مدروسة ونتائج قابلة للقياس، ونبقى معك في الأشهر الأولى حتى تثبت العلامة حضورها.',
    en: 'From identity and brand building to a go-to-market plan, digital marketing and operational support, we launch your new project with well-planned steps and measurable results, and stay with you through the first months until the brand is established.',
  },
  features: LAUNCH_FEATURES,
  sectors: [
    launchSector(
      {
        id: 'technology',
        icon: LaptopOutlined,
        name: { ar: 'التقنية', en: 'Technology' },
        description: {
          ar: 'إطلاق التطبيقات والمنصات والحلول الرقمية.',
          en: 'Launching apps, platforms and digital products.',
        },
        detailedDescription: {
          ar: 'نصوغ رسالة واضحة لمنتج تقني معقد، ونبني صفحة هبوط وحملة اكتساب مستخدمين، ونقيس التفعيل والاحتفاظ من الأسبوع الأول.',
          en: 'We turn a complex technical product into a clear message, build a landing page and a user-acquisition campaign, and measure activation and retention from week one.',
        },
        services: [
          { ar: 'رسالة المنتج وتموضعه', en: 'Product messaging and positioning' },
          { ar: 'حملات اكتساب المستخدمين', en: 'User-acquisition campaigns' },
          { ar: 'قياس التفعيل والاحتفاظ', en: 'Activation and retention metrics' },
        ],
      },
      { clients: '35+', projects: '60+', growth: '120%' },
    ),
    launchSector(
      {
        id: 'retail',
        icon: ShopOutlined,
        name: { ar: 'التجزئة', en: 'Retail' },
        description: {
          ar: 'افتتاح المتاجر والعلامات الاستهلاكية.',
          en: 'Opening stores and launching consumer brands.',
        },
        detailedDescription: {
          ar: 'نصمم تجربة المتجر من الواجهة إلى التغليف، ونخطط لافتتاح يجذب الزوار، ونربط المتجر الفعلي بالقنوات الرقمية.',
          en: 'We design the store experience from shopfront to packaging, plan an opening that draws visitors, and connect the physical store with digital channels.',
        },
        services: [
          { ar: 'تجربة المتجر والتغليف', en: 'Store experience and packaging' },
          { ar: 'خطة الافتتاح', en: 'Opening plan' },
          { ar: 'ربط القنوات الرقمية', en: 'Omnichannel set-up' },
        ],
      },
      { clients: '25+', projects: '40+', growth: '75%' },
    ),
    launchSector({
      id: 'healthcare',
      icon: MedicineBoxOutlined,
      name: { ar: 'الرعاية الصحية', en: 'Healthcare' },
      description: {
        ar: 'إطلاق العيادات والمراكز والخدمات الصحية.',
        en: 'Launching clinics, centres and health services.',
      },
      detailedDescription: {
        ar: 'نبني هوية تبعث الطمأنينة، ونلتزم بضوابط الإعلان الصحي، ونخطط لاستقطاب المراجعين في الحي والمدينة.',
        en: 'We build an identity that reassures patients, follow health-advertising rules, and plan patient acquisition in the neighbourhood and city.',
      },
      services: [
        { ar: 'هوية طبية موثوقة', en: 'A trustworthy medical identity' },
        { ar: 'محتوى متوافق مع الضوابط', en: 'Compliant content' },
        { ar: 'استقطاب المراجعين', en: 'Patient acquisition' },
      ],
    }),
    launchSector({
      id: 'finance',
      icon: BankOutlined,
      name: { ar: 'الخدمات المالية', en: 'Financial Services' },
      description: {
        ar: 'إطلاق منتجات التقنية المالية والخدمات المصرفية.',
        en: 'Launching fintech and banking products.',
      },
      detailedDescription: {
        ar: 'الثقة أساس أي منتج مالي. نصمم هوية رصينة ورسائل واضحة حول الأمان والرسوم، وننسق الإطلاق مع متطلبات الجهات الرقابية.',
        en: 'Trust is the basis of any financial product. We design a solid identity and clear messages about security and fees, and coordinate the launch with regulatory requirements.',
      },
      services: [
        { ar: 'هوية مالية رصينة', en: 'A solid financial brand' },
        { ar: 'رسائل الأمان والشفافية', en: 'Security and transparency messaging' },
        { ar: 'تنسيق الإطلاق مع المتطلبات التنظيمية', en: 'Launch aligned with regulation' },
      ],
    }),
    launchSector({
      id: 'manufacturing',
      icon: ToolOutlined,
      name: { ar: 'الصناعة', en: 'Manufacturing' },
      description: {
        ar: 'إطلاق المنتجات الصناعية للأسواق المحلية والتصدير.',
        en: 'Launching industrial products locally and for export.',
      },
      detailedDescription: {
        ar: 'نحول المواصفات الفنية إلى قيمة يفهمها المشتري، ونجهز كتالوجات ومواد البيع، ونشارك في المعارض المتخصصة.',
        en: 'We turn technical specifications into value buyers understand, prepare catalogues and sales materials, and represent you at trade shows.',
      },
      services: [
        { ar: 'كتالوجات ومواد البيع', en: 'Catalogues and sales materials' },
        { ar: 'المشاركة في المعارض', en: 'Trade-show participation' },
        { ar: 'خطة التصدير التسويقية', en: 'Export marketing plan' },
      ],
    }),
    launchSector({
      id: 'services',
      icon: SolutionOutlined,
      name: { ar: 'الخدمات المهنية', en: 'Professional Services' },
      description: {
        ar: 'إطلاق المكاتب الاستشارية والخدمات المتخصصة.',
        en: 'Launching consultancies and specialist services.',
      },
      detailedDescription: {
        ar: 'نبرز خبرة الفريق ونحولها إلى محتوى يبني السمعة، ونصمم رحلة العميل من الاستفسار الأول إلى التعاقد.',
        en: 'We showcase your team’s expertise through reputation-building content, and design the client journey from first enquiry to contract.',
      },
      services: [
        { ar: 'محتوى الخبرة والسمعة', en: 'Thought-leadership content' },
        { ar: 'رحلة العميل', en: 'Client journey design' },
        { ar: 'حضور مهني على لينكدإن', en: 'Professional LinkedIn presence' },
      ],
    }),
    launchSector({
      id: 'food',
      icon: CoffeeOutlined,
      name: { ar: 'الأغذية والمشروبات', en: 'Food and Beverage' },
      description: {
        ar: 'افتتاح المطاعم والمقاهي والعلامات الغذائية.',
        en: 'Opening restaurants, cafés and food brands.',
      },
      detailedDescription: {
        ar: 'نصنع قصة للعلامة وقائمة طعام تعكسها، ونخطط لافتتاح يتحدث عنه الناس عبر المؤثرين ومنصات التوصيل.',
        en: 'We craft a brand story and a menu that reflects it, and plan an opening people talk about, through influencers and delivery platforms.',
      },
      services: [
        { ar: 'قصة العلامة وتصميم القائمة', en: 'Brand story and menu design' },
        { ar: 'حملات المؤثرين', en: 'Influencer campaigns' },
        { ar: 'الظهور على منصات التوصيل', en: 'Delivery-platform presence' },
      ],
    }),
    launchSector({
      id: 'fashion',
      icon: SkinOutlined,
      name: { ar: 'الأزياء والجمال', en: 'Fashion and Beauty' },
      description: { ar: 'إطلاق علامات الأزياء ومستحضرات التجميل.', en: 'Launching fashion and cosmetics brands.' },
      detailedDescription: {
        ar: 'نبني هوية بصرية مميزة ومحتوى جذاباً على المنصات الاجتماعية، ونخطط للإطلاق عبر المتاجر الإلكترونية والمعارض الموسمية.',
        en: 'We build a distinctive visual identity and engaging social content, and plan the launch through online stores and seasonal pop-ups.',
      },
      services: [
        { ar: 'هوية بصرية مميزة', en: 'Distinctive visual identity' },
        { ar: 'محتوى المنصات الاجتماعية', en: 'Social media content' },
        { ar: 'المتاجر المؤقتة والإلكترونية', en: 'Pop-ups and online stores' },
      ],
    }),
    launchSector({
      id: 'real-estate',
      icon: BuildOutlined,
      name: { ar: 'العقار', en: 'Real Estate' },
      description: {
        ar: 'إطلاق المشاريع السكنية والتجارية.',
        en: 'Launching residential and commercial developments.',
      },
      detailedDescription: {
        ar: 'نسمّي المشروع ونبني هويته، ونجهز مواد البيع على الخارطة، وننظم فعالية الإطلاق وحملات توليد العملاء المحتملين.',
        en: 'We name the development and build its identity, prepare off-plan sales materials, and run the launch event and lead-generation campaigns.',
      },
      services: [
        { ar: 'تسمية المشروع وهويته', en: 'Project naming and identity' },
        { ar: 'مواد البيع على الخارطة', en: 'Off-plan sales materials' },
        { ar: 'حملات توليد العملاء', en: 'Lead-generation campaigns' },
      ],
    }),
    launchSector({
      id: 'education',
      icon: ReadOutlined,
      name: { ar: 'التعليم والتدريب', en: 'Education and Training' },
      description: {
        ar: 'إطلاق المدارس والمعاهد والمنصات التعليمية.',
        en: 'Launching schools, institutes and learning platforms.',
      },
      detailedDescription: {
        ar: 'نخاطب الطالب وولي الأمر معاً، ونبرز مخرجات التعلم، ونخطط لحملات التسجيل في مواسم القبول.',
        en: 'We speak to students and parents alike, highlight learning outcomes, and plan enrolment campaigns around admission seasons.',
      },
      services: [
        { ar: 'رسائل الطالب وولي الأمر', en: 'Student and parent messaging' },
        { ar: 'حملات مواسم القبول', en: 'Admission-season campaigns' },
        { ar: 'الأيام المفتوحة', en: 'Open days' },
      ],
    }),
  ],
  whyChooseUs: [
    {
      icon: StarOutlined,
      title: { ar: 'إبداع مبني على البيانات', en: 'Data-driven creativity' },
      description: {
        ar: 'كل قرار إبداعي مبني على دراسة الجمهور والمنافسين.',
        en: 'Every creative decision rests on audience and competitor research.',
      },
    },
    {
      icon: TeamOutlined,
      title: { ar: 'فريق متكامل', en: 'One complete team' },
      description: {
        ar: 'استراتيجيون ومصممون ومسوقون رقميون تحت سقف واحد.',
        en: 'Strategists, designers and digital marketers under one roof.',
      },
    },
    {
      icon: ScheduleOutlined,
      title: { ar: 'التزام بموعد الإطلاق', en: 'Launch dates we keep' },
      description: {
        ar: 'خطة زمنية واضحة ومراحل تسليم متفق عليها.',
        en: 'A clear timeline with agreed delivery milestones.',
      },
    },
    {
      icon: LineChartOutlined,
      title: { ar: 'متابعة بعد الإطلاق', en: 'Support after launch' },
      description: {
        ar: 'نقيس النتائج ونحسّن الحملات في الأشهر الأولى.',
        en: 'We measure results and refine campaigns through the first months.',
      },
    },
  ],
  services: [
    {
      icon: CrownOutlined,
      title: { ar: 'تطوير الهوية التجارية', en: 'Brand identity development' },
      description: {
        ar: 'الاسم والشعار والألوان ودليل الهوية وصوت العلامة.',
        en: 'Name, logo, colours, brand guidelines and tone of voice.',
      },
    },
    {
      icon: FundOutlined,
      title: { ar: 'التسويق الاستراتيجي', en: 'Strategic marketing' },
      description: {
        ar: 'تحليل السوق والتموضع وخطة الدخول إلى السوق.',
        en: 'Market analysis, positioning and the go-to-market plan.',
      },
    },
    {
      icon: NotificationOutlined,
      title: { ar: 'التسويق الرقمي', en: 'Digital marketing' },
      description: {
        ar: 'المحتوى والإعلانات المدفوعة وتحسين محركات البحث.',
        en: 'Content, paid advertising and search optimisation.',
      },
    },
    {
      icon: SettingOutlined,
      title: { ar: 'الدعم التشغيلي', en: 'Operational support' },
      description: {
        ar: 'إعداد الإجراءات وقنوات البيع وخدمة العملاء للانطلاق.',
        en: 'Setting up processes, sales channels and customer service for opening day.',
      },
    },
  ],
  extras: {
    overview: {
      ar: 'إطلاق علامة أو مشروع جديد لحظة واحدة لا تتكرر. نجمع في هذا المسار الاستراتيجية والإبداع والتنفيذ، لنضمن أن يصل مشروعك إلى جمهوره بهوية واضحة ورسالة مقنعة وخطة قابلة للقياس.',
      en: 'Launching a brand or new project is a moment you only get once. This track brings together strategy, creativity and execution so your project reaches its audience with a clear identity, a convincing message and a measurable plan.',
    },
    sectorsServed: [
      { ar: 'التقنية', en: 'Technology' },
      { ar: 'التجزئة', en: 'Retail' },
      { ar: 'الرعاية الصحية', en: 'Healthcare' },
      { ar: 'المالية', en: 'Finance' },
      { ar: 'الصناعة', en: 'Manufacturing' },
      { ar: 'الخدمات', en: 'Services' },
    ],
    methodology: [
      {
        icon: SearchOutlined,
        title: { ar: 'التحليل', en: 'Analysis' },
        description: {
          ar: 'دراسة السوق والجمهور والمنافسين.',
          en: 'Studying the market, the audience and competitors.',
        },
      },
      {
        icon: BulbOutlined,
        title: { ar: 'الاستراتيجية', en: 'Strategy' },
        description: {
          ar: 'تموضع العلامة ورسائلها وخطة الإطلاق.',
          en: 'Brand positioning, messages and the launch plan.',
        },
      },
      {
        icon: RocketOutlined,
        title: { ar: 'التنفيذ', en: 'Implementation' },
        description: {
          ar: 'بناء الهوية وتشغيل الحملات وفعالية الإطلاق.',
          en: 'Building the identity, running campaigns and the launch event.',
        },
      },
      {
        icon: LineChartOutlined,
        title: { ar: 'المتابعة', en: 'Monitoring' },
        description: {
          ar: 'قياس الأداء وتحسين النتائج باستمرار.',
          en: 'Measuring performance and improving results continuously.',
        },
      },
    ],
  },
};
