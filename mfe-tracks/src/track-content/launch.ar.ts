import { LAUNCH_FEATURES } from '@consulting/contracts';
import { LAUNCH_CARD } from './cards/launch.ts';
import type { TrackContent } from './types.ts';

/**
 * The launch-and-branding track page (spec §2 "Track pages"): ten target sectors, and the
 * launch extras of spec §3 "Static lists" (services, sectors, methodology).
 *
 * In Arabic: a page downloads only its language's module; the
 * English twin, `launch.en.ts`, has the same shape (track-content.test.ts).
 */
export const LAUNCH_AR: TrackContent = {
  icon: LAUNCH_CARD.icon,
  colors: LAUNCH_CARD.colors,
  tagline: LAUNCH_CARD.tagline.ar,
  about:
    'من بناء الهوية والعلامة التجارية إلى خطة الدخول للسوق والتسويق الرقمي والدعم التشغيلي، نطلق مشروعك الجديد بخطوات مدروسة ونتائج قابلة للقياس، ونبقى معك في الأشهر الأولى حتى تثبت العلامة حضورها.',
  features: LAUNCH_FEATURES.map((feature) => feature.ar),
  sectors: [
    {
      id: 'technology',
      icon: 'LaptopOutlined',
      name: 'التقنية',
      description: 'إطلاق التطبيقات والمنصات والحلول الرقمية.',
      detailedDescription:
        'نصوغ رسالة واضحة لمنتج تقني معقد، ونبني صفحة هبوط وحملة اكتساب مستخدمين، ونقيس التفعيل والاحتفاظ من الأسبوع الأول.',
      services: ['رسالة المنتج وتموضعه', 'حملات اكتساب المستخدمين', 'قياس التفعيل والاحتفاظ'],
      whyWeExcel: 'أطلقنا علامات في قطاع التقنية ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '35+', projects: '60+', growth: '120%' },
    },
    {
      id: 'retail',
      icon: 'ShopOutlined',
      name: 'التجزئة',
      description: 'افتتاح المتاجر والعلامات الاستهلاكية.',
      detailedDescription:
        'نصمم تجربة المتجر من الواجهة إلى التغليف، ونخطط لافتتاح يجذب الزوار، ونربط المتجر الفعلي بالقنوات الرقمية.',
      services: ['تجربة المتجر والتغليف', 'خطة الافتتاح', 'ربط القنوات الرقمية'],
      whyWeExcel: 'أطلقنا علامات في قطاع التجزئة ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '25+', projects: '40+', growth: '75%' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'الرعاية الصحية',
      description: 'إطلاق العيادات والمراكز والخدمات الصحية.',
      detailedDescription:
        'نبني هوية تبعث الطمأنينة، ونلتزم بضوابط الإعلان الصحي، ونخطط لاستقطاب المراجعين في الحي والمدينة.',
      services: ['هوية طبية موثوقة', 'محتوى متوافق مع الضوابط', 'استقطاب المراجعين'],
      whyWeExcel: 'أطلقنا علامات في قطاع الرعاية الصحية ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'finance',
      icon: 'BankOutlined',
      name: 'الخدمات المالية',
      description: 'إطلاق منتجات التقنية المالية والخدمات المصرفية.',
      detailedDescription:
        'الثقة أساس أي منتج مالي. نصمم هوية رصينة ورسائل واضحة حول الأمان والرسوم، وننسق الإطلاق مع متطلبات الجهات الرقابية.',
      services: ['هوية مالية رصينة', 'رسائل الأمان والشفافية', 'تنسيق الإطلاق مع المتطلبات التنظيمية'],
      whyWeExcel: 'أطلقنا علامات في قطاع الخدمات المالية ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'manufacturing',
      icon: 'ToolOutlined',
      name: 'الصناعة',
      description: 'إطلاق المنتجات الصناعية للأسواق المحلية والتصدير.',
      detailedDescription:
        'نحول المواصفات الفنية إلى قيمة يفهمها المشتري، ونجهز كتالوجات ومواد البيع، ونشارك في المعارض المتخصصة.',
      services: ['كتالوجات ومواد البيع', 'المشاركة في المعارض', 'خطة التصدير التسويقية'],
      whyWeExcel: 'أطلقنا علامات في قطاع الصناعة ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'services',
      icon: 'SolutionOutlined',
      name: 'الخدمات المهنية',
      description: 'إطلاق المكاتب الاستشارية والخدمات المتخصصة.',
      detailedDescription:
        'نبرز خبرة الفريق ونحولها إلى محتوى يبني السمعة، ونصمم رحلة العميل من الاستفسار الأول إلى التعاقد.',
      services: ['محتوى الخبرة والسمعة', 'رحلة العميل', 'حضور مهني على لينكدإن'],
      whyWeExcel: 'أطلقنا علامات في قطاع الخدمات المهنية ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'food',
      icon: 'CoffeeOutlined',
      name: 'الأغذية والمشروبات',
      description: 'افتتاح المطاعم والمقاهي والعلامات الغذائية.',
      detailedDescription:
        'نصنع قصة للعلامة وقائمة طعام تعكسها، ونخطط لافتتاح يتحدث عنه الناس عبر المؤثرين ومنصات التوصيل.',
      services: ['قصة العلامة وتصميم القائمة', 'حملات المؤثرين', 'الظهور على منصات التوصيل'],
      whyWeExcel: 'أطلقنا علامات في قطاع الأغذية والمشروبات ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'fashion',
      icon: 'SkinOutlined',
      name: 'الأزياء والجمال',
      description: 'إطلاق علامات الأزياء ومستحضرات التجميل.',
      detailedDescription:
        'نبني هوية بصرية مميزة ومحتوى جذاباً على المنصات الاجتماعية، ونخطط للإطلاق عبر المتاجر الإلكترونية والمعارض الموسمية.',
      services: ['هوية بصرية مميزة', 'محتوى المنصات الاجتماعية', 'المتاجر المؤقتة والإلكترونية'],
      whyWeExcel: 'أطلقنا علامات في قطاع الأزياء والجمال ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'real-estate',
      icon: 'BuildOutlined',
      name: 'العقار',
      description: 'إطلاق المشاريع السكنية والتجارية.',
      detailedDescription:
        'نسمّي المشروع ونبني هويته، ونجهز مواد البيع على الخارطة، وننظم فعالية الإطلاق وحملات توليد العملاء المحتملين.',
      services: ['تسمية المشروع وهويته', 'مواد البيع على الخارطة', 'حملات توليد العملاء'],
      whyWeExcel: 'أطلقنا علامات في قطاع العقار ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'التعليم والتدريب',
      description: 'إطلاق المدارس والمعاهد والمنصات التعليمية.',
      detailedDescription: 'نخاطب الطالب وولي الأمر معاً، ونبرز مخرجات التعلم، ونخطط لحملات التسجيل في مواسم القبول.',
      services: ['رسائل الطالب وولي الأمر', 'حملات مواسم القبول', 'الأيام المفتوحة'],
      whyWeExcel: 'أطلقنا علامات في قطاع التعليم والتدريب ونعرف ما يلفت انتباه عملائه وما يبني ثقتهم.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'StarOutlined',
      title: 'إبداع مبني على البيانات',
      description: 'كل قرار إبداعي مبني على دراسة الجمهور والمنافسين.',
    },
    { icon: 'TeamOutlined', title: 'فريق متكامل', description: 'استراتيجيون ومصممون ومسوقون رقميون تحت سقف واحد.' },
    {
      icon: 'ScheduleOutlined',
      title: 'التزام بموعد الإطلاق',
      description: 'خطة زمنية واضحة ومراحل تسليم متفق عليها.',
    },
    {
      icon: 'LineChartOutlined',
      title: 'متابعة بعد الإطلاق',
      description: 'نقيس النتائج ونحسّن الحملات في الأشهر الأولى.',
    },
  ],
  services: [
    {
      icon: 'CrownOutlined',
      title: 'تطوير الهوية التجارية',
      description: 'الاسم والشعار والألوان ودليل الهوية وصوت العلامة.',
    },
    { icon: 'FundOutlined', title: 'التسويق الاستراتيجي', description: 'تحليل السوق والتموضع وخطة الدخول إلى السوق.' },
    {
      icon: 'NotificationOutlined',
      title: 'التسويق الرقمي',
      description: 'المحتوى والإعلانات المدفوعة وتحسين محركات البحث.',
    },
    {
      icon: 'SettingOutlined',
      title: 'الدعم التشغيلي',
      description: 'إعداد الإجراءات وقنوات البيع وخدمة العملاء للانطلاق.',
    },
  ],
  extras: {
    overview:
      'إطلاق علامة أو مشروع جديد لحظة واحدة لا تتكرر. نجمع في هذا المسار الاستراتيجية والإبداع والتنفيذ، لنضمن أن يصل مشروعك إلى جمهوره بهوية واضحة ورسالة مقنعة وخطة قابلة للقياس.',
    sectorsServed: ['التقنية', 'التجزئة', 'الرعاية الصحية', 'المالية', 'الصناعة', 'الخدمات'],
    methodology: [
      { icon: 'SearchOutlined', title: 'التحليل', description: 'دراسة السوق والجمهور والمنافسين.' },
      { icon: 'BulbOutlined', title: 'الاستراتيجية', description: 'تموضع العلامة ورسائلها وخطة الإطلاق.' },
      { icon: 'RocketOutlined', title: 'التنفيذ', description: 'بناء الهوية وتشغيل الحملات وفعالية الإطلاق.' },
      { icon: 'LineChartOutlined', title: 'المتابعة', description: 'قياس الأداء وتحسين النتائج باستمرار.' },
    ],
  },
};
