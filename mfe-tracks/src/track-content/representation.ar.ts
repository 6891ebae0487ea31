import { REPRESENTATION_FEATURES } from '@consulting/contracts';
import { REPRESENTATION_CARD } from './cards/representation.ts';
import type { TrackContent } from './types.ts';

/**
 * The representation-of-foreign-companies track page (spec §2 "Track pages"): six target sectors,
 * a services grid and five process steps; unlike investment and events it has no types list.
 *
 * In Arabic: a page downloads only its language's module; the
 * English twin, `representation.en.ts`, has the same shape (track-content.test.ts).
 */
export const REPRESENTATION_AR: TrackContent = {
  icon: REPRESENTATION_CARD.icon,
  colors: REPRESENTATION_CARD.colors,
  tagline: REPRESENTATION_CARD.tagline.ar,
  about:
    'نمثّل الشركات الأجنبية في المملكة العربية السعودية ونساعدها على دراسة السوق، واختيار الشكل النظامي المناسب، والتأسيس والتسجيل لدى الجهات المختصة، وتجهيز البنية التشغيلية، حتى تبدأ أعمالها بثقة وكفاءة ووفق الأنظمة المحلية.',
  features: REPRESENTATION_FEATURES.map((feature) => feature.ar),
  sectors: [
    {
      id: 'technology',
      icon: 'LaptopOutlined',
      name: 'التقنية والاتصالات',
      description: 'دخول شركات البرمجيات والخدمات السحابية إلى المملكة.',
      detailedDescription:
        'يتسارع الطلب على الحلول الرقمية في المملكة. نساعد شركات التقنية الأجنبية على فهم متطلبات توطين البيانات والمشتريات الحكومية، وبناء فريق محلي، والوصول إلى أول العملاء.',
      services: ['متطلبات توطين البيانات', 'التأهل للمشتريات الحكومية', 'بناء الفريق المحلي'],
      whyWeExcel: 'نعرف الجهات والمبادرات الداعمة للاستثمار التقني في المملكة.',
      stats: { clients: '30+', projects: '45+', growth: '90%' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'الرعاية الصحية والأجهزة الطبية',
      description: 'تسجيل المنتجات الطبية والتمثيل لدى الجهات الصحية.',
      detailedDescription:
        'تتطلب المنتجات الطبية تسجيلاً لدى الهيئة العامة للغذاء والدواء وممثلاً معتمداً. نتولى ملفات التسجيل والتمثيل النظامي، ونربطك بالموزعين ومقدمي الرعاية.',
      services: ['تسجيل المنتجات الطبية', 'الممثل المعتمد', 'الربط بالموزعين'],
      whyWeExcel: 'متابعة دقيقة لملفات التسجيل تقلل أشهر الانتظار.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'industry',
      icon: 'ToolOutlined',
      name: 'الصناعة والتصنيع',
      description: 'إنشاء المصانع والشراكات الصناعية المحلية.',
      detailedDescription:
        'نساعد المصنعين الأجانب على الاستفادة من حوافز المحتوى المحلي، واختيار المدن الصناعية المناسبة، وبناء شراكات تصنيع أو توزيع مع شركات سعودية.',
      services: ['حوافز المحتوى المحلي', 'اختيار الموقع الصناعي', 'الشراكات الصناعية'],
      whyWeExcel: 'نربط خطتك الصناعية بحوافز الاستثمار المتاحة.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'construction',
      icon: 'BuildOutlined',
      name: 'الإنشاءات والبنية التحتية',
      description: 'دخول المقاولين والاستشاريين إلى المشاريع الكبرى.',
      detailedDescription:
        'تشهد المملكة مشاريع عملاقة تتطلب خبرات دولية. نساعد المقاولين والمكاتب الهندسية على التصنيف والتأهيل لدى الجهات المالكة، وبناء تحالفات مع شركات محلية.',
      services: ['تصنيف المقاولين', 'التأهيل المسبق', 'التحالفات المحلية'],
      whyWeExcel: 'معرفة عملية بمتطلبات الجهات المالكة للمشاريع الكبرى.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'consumer',
      icon: 'ShoppingCartOutlined',
      name: 'الأغذية والسلع الاستهلاكية',
      description: 'تسجيل المنتجات وبناء قنوات التوزيع.',
      detailedDescription:
        'نتولى تسجيل المنتجات الغذائية والاستهلاكية ومطابقة البطاقة الغذائية للمواصفات السعودية، ونساعدك على اختيار الموزعين والوصول إلى سلاسل التجزئة.',
      services: ['تسجيل المنتجات', 'مطابقة البطاقة والمواصفات', 'اختيار الموزعين'],
      whyWeExcel: 'علاقات مع موزعين وسلاسل تجزئة في مختلف المناطق.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'التعليم والتدريب',
      description: 'افتتاح فروع المؤسسات التعليمية والتدريبية الدولية.',
      detailedDescription:
        'نرافق المؤسسات التعليمية الدولية في الحصول على التراخيص والاعتمادات، وإيجاد المقر المناسب، وبناء الشراكات مع الجهات المحلية.',
      services: ['التراخيص والاعتمادات', 'اختيار المقر', 'الشراكات المحلية'],
      whyWeExcel: 'نعرف مسارات الترخيص التعليمي والتدريبي ومتطلباتها.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    { icon: 'FlagOutlined', title: 'خبرة محلية عميقة', description: 'نعرف الأنظمة والجهات وثقافة الأعمال في المملكة.' },
    {
      icon: 'SolutionOutlined',
      title: 'نقطة تواصل واحدة',
      description: 'مدير حساب يتابع كل ملفاتك لدى الجهات المختلفة.',
    },
    {
      icon: 'GlobalOutlined',
      title: 'نتحدث لغتك',
      description: 'تواصل بالعربية والإنجليزية وتقارير واضحة للإدارة في بلدك.',
    },
    {
      icon: 'ClockCircleOutlined',
      title: 'وقت أقصر للانطلاق',
      description: 'خطة تأسيس متوازية تختصر أشهراً من الإجراءات.',
    },
  ],
  services: [
    { icon: 'SearchOutlined', title: 'دراسات السوق', description: 'حجم الطلب والمنافسين والأسعار وقنوات البيع.' },
    {
      icon: 'IdcardOutlined',
      title: 'التأسيس والتسجيل',
      description: 'ترخيص الاستثمار والسجل التجاري والتسجيل لدى الجهات.',
    },
    {
      icon: 'SolutionOutlined',
      title: 'التمثيل التجاري',
      description: 'نمثلك لدى العملاء والجهات خلال مرحلة التأسيس وما بعدها.',
    },
    {
      icon: 'UsergroupAddOutlined',
      title: 'الشركاء والموزعون',
      description: 'نبحث عن الشركاء المناسبين ونرتب اللقاءات ونقيّمهم.',
    },
    { icon: 'HomeOutlined', title: 'تجهيز المقر والتشغيل', description: 'المقر والحسابات البنكية والتوظيف والأنظمة.' },
    {
      icon: 'AuditOutlined',
      title: 'الامتثال المستمر',
      description: 'متابعة التجديدات والتقارير النظامية ومتطلبات التوطين.',
    },
  ],
  processSteps: [
    { icon: 'SearchOutlined', title: 'التقييم الأولي', description: 'نقيّم جاهزية شركتك وفرصها في السوق السعودي.' },
    { icon: 'BulbOutlined', title: 'التخطيط الاستراتيجي', description: 'نختار الشكل النظامي والموقع وخطة الدخول.' },
    { icon: 'IdcardOutlined', title: 'التأسيس والتسجيل', description: 'التراخيص والسجل التجاري والتسجيل لدى الجهات.' },
    { icon: 'HomeOutlined', title: 'تجهيز البنية التحتية', description: 'المقر والأنظمة والحسابات والتوظيف.' },
    { icon: 'RocketOutlined', title: 'إطلاق العمليات', description: 'بدء النشاط التجاري ومتابعة الأشهر الأولى.' },
  ],
};
