import { INVESTMENT_FEATURES } from '@consulting/contracts';
import { INVESTMENT_CARD } from './cards/investment.ts';
import type { TrackContent } from './types.ts';

/**
 * The finance-and-investment track page (spec §2 "Track pages"): six target sectors, a services
 * grid, six process steps and four financing types (spec §3).
 *
 * In Arabic: a page downloads only its language's module; the
 * English twin, `investment.en.ts`, has the same shape (track-content.test.ts).
 */
export const INVESTMENT_AR: TrackContent = {
  icon: INVESTMENT_CARD.icon,
  colors: INVESTMENT_CARD.colors,
  tagline: INVESTMENT_CARD.tagline.ar,
  about:
    'نجهّز مشروعك للاستثمار بدراسات جدوى وخطط مالية وملفات عرض احترافية، ونربطك بالمستثمرين الأفراد وصناديق رأس المال الجريء وجهات التمويل الحكومية والخاصة، ونرافقك في التفاوض حتى إغلاق الجولة ومتابعة ما بعدها.',
  features: INVESTMENT_FEATURES.map((feature) => feature.ar),
  sectors: [
    {
      id: 'tech-startups',
      icon: 'LaptopOutlined',
      name: 'الشركات التقنية الناشئة',
      description: 'جولات التمويل المبكرة ورأس المال الجريء للشركات التقنية.',
      detailedDescription:
        'نساعد الشركات التقنية الناشئة على الاستعداد لجولات ما قبل البذرة والبذرة والسلسلة أ: تقييم عادل، ونموذج مالي مقنع، وملف عرض يجيب عن أسئلة المستثمر قبل أن يطرحها، ثم الوصول إلى الصناديق المناسبة لمرحلتها.',
      services: ['إعداد ملف العرض للمستثمرين', 'التقييم وهيكلة الجولة', 'الربط بصناديق رأس المال الجريء'],
      whyWeExcel: 'علاقات مباشرة مع صناديق ومستثمرين نشطين في المنظومة السعودية.',
      stats: { clients: '150+', projects: '200+', growth: '180%' },
    },
    {
      id: 'real-estate',
      icon: 'HomeOutlined',
      name: 'التطوير العقاري',
      description: 'تمويل المشاريع العقارية والصناديق والشراكات.',
      detailedDescription:
        'نعد دراسات الجدوى العقارية والتدفقات النقدية، ونساعد المطورين على هيكلة التمويل بين البنوك والصناديق العقارية والشركاء، بما يوازن بين العائد والمخاطر.',
      services: ['دراسات الجدوى العقارية', 'هيكلة التمويل', 'الشراكات مع الصناديق'],
      whyWeExcel: 'نماذج مالية تفصيلية يقبلها الممولون دون إعادة عمل.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'الرعاية الصحية',
      description: 'تمويل العيادات والمراكز الطبية والتقنيات الصحية.',
      detailedDescription:
        'يشهد القطاع الصحي نمواً مدعوماً بالتخصيص والتحول الصحي. نعد دراسات الطلب والخطط المالية للمنشآت الطبية، ونربطها بالمستثمرين وبرامج التمويل المتخصصة.',
      services: ['دراسات الطلب الصحي', 'الخطط المالية للمنشآت الطبية', 'برامج التمويل المتخصصة'],
      whyWeExcel: 'نفهم اشتراطات الترخيص الصحي وأثرها على الجدول الزمني والتكاليف.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'industry',
      icon: 'ToolOutlined',
      name: 'الصناعة',
      description: 'تمويل المصانع وخطوط الإنتاج والتوسعات الصناعية.',
      detailedDescription:
        'نساعد المصنعين على إعداد ملفات التمويل لدى صناديق التنمية الصناعية والبنوك، وتقدير الاحتياجات الرأسمالية، وجذب شركاء استراتيجيين للتوسع.',
      services: ['ملفات صناديق التنمية', 'تقدير الاحتياجات الرأسمالية', 'جذب الشركاء الاستراتيجيين'],
      whyWeExcel: 'خبرة في متطلبات جهات التمويل الصناعي الحكومية.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'retail',
      icon: 'ShoppingCartOutlined',
      name: 'التجزئة والتجارة الإلكترونية',
      description: 'تمويل النمو والتوسع في الفروع والمنصات الرقمية.',
      detailedDescription:
        'نحلل اقتصاديات الوحدة للمتاجر والمنصات، ونبني خطة توسع قابلة للتمويل، ونحدد مزيج التمويل الأنسب بين الدين وحقوق الملكية.',
      services: ['تحليل اقتصاديات الوحدة', 'خطة التوسع', 'مزيج التمويل'],
      whyWeExcel: 'نربط أرقام التشغيل اليومية بقصة النمو التي يبحث عنها المستثمر.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'energy',
      icon: 'ThunderboltOutlined',
      name: 'الطاقة المتجددة',
      description: 'تمويل مشاريع الطاقة النظيفة والاستدامة.',
      detailedDescription:
        'نساعد مشاريع الطاقة الشمسية وكفاءة الطاقة والاستدامة على إعداد نماذج العائد طويل الأجل، والوصول إلى التمويل الأخضر والمستثمرين المهتمين بالأثر البيئي.',
      services: ['نماذج العائد طويل الأجل', 'التمويل الأخضر', 'مستثمرو الأثر'],
      whyWeExcel: 'نواكب مستهدفات المملكة في الطاقة المتجددة وبرامج دعمها.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'TeamOutlined',
      title: 'شبكة مستثمرين واسعة',
      description: 'مستثمرون أفراد وصناديق وجهات تمويل حكومية وخاصة.',
    },
    {
      icon: 'FileTextOutlined',
      title: 'ملفات بمعايير احترافية',
      description: 'دراسات ونماذج مالية وملفات عرض بمعايير المستثمرين المؤسسيين.',
    },
    {
      icon: 'SafetyCertificateOutlined',
      title: 'سرية تامة',
      description: 'نحمي بيانات مشروعك باتفاقيات عدم إفصاح في كل مرحلة.',
    },
    {
      icon: 'TrophyOutlined',
      title: 'نرافقك حتى الإغلاق',
      description: 'لا ننتهي عند التقديم؛ نتابع التفاوض والإغلاق وما بعده.',
    },
  ],
  services: [
    {
      icon: 'SearchOutlined',
      title: 'دراسات الجدوى',
      description: 'دراسات سوقية وفنية ومالية تبيّن جدوى المشروع بوضوح.',
    },
    {
      icon: 'BarChartOutlined',
      title: 'النمذجة المالية',
      description: 'توقعات الإيرادات والتكاليف والتدفقات النقدية لخمس سنوات.',
    },
    { icon: 'FundOutlined', title: 'التقييم المالي', description: 'تقييم المنشأة بالطرق المعتمدة لدى المستثمرين.' },
    {
      icon: 'FileTextOutlined',
      title: 'ملفات الاستثمار',
      description: 'ملف عرض ومذكرة استثمار تروي قصة مشروعك بالأرقام.',
    },
    {
      icon: 'UsergroupAddOutlined',
      title: 'الربط بالمستثمرين',
      description: 'الوصول إلى المستثمرين وجهات التمويل المناسبة لمرحلتك.',
    },
    {
      icon: 'AuditOutlined',
      title: 'العناية الواجبة',
      description: 'تجهيز غرفة البيانات والرد على استفسارات المستثمرين.',
    },
  ],
  processSteps: [
    { icon: 'SearchOutlined', title: 'التقييم الأولي', description: 'نفهم مشروعك ومرحلته واحتياجه التمويلي.' },
    { icon: 'FileTextOutlined', title: 'إعداد المواد', description: 'دراسة الجدوى والنموذج المالي وملف العرض.' },
    {
      icon: 'UsergroupAddOutlined',
      title: 'تحديد المستثمرين',
      description: 'قائمة مختارة من المستثمرين المناسبين لقطاعك ومرحلتك.',
    },
    { icon: 'SolutionOutlined', title: 'العروض والتفاوض', description: 'نحضّرك للعروض ونرافقك في التفاوض على الشروط.' },
    { icon: 'CarryOutOutlined', title: 'إتمام الصفقة', description: 'مراجعة الاتفاقيات والعناية الواجبة حتى الإغلاق.' },
    { icon: 'LineChartOutlined', title: 'المتابعة', description: 'تقارير المستثمرين والاستعداد للجولة التالية.' },
  ],
  financingTypes: [
    { name: 'تمويل البذرة', amount: '50 ألف – 500 ألف ريال', stage: 'المرحلة المبكرة' },
    { name: 'رأس المال الجريء', amount: '500 ألف – 5 ملايين ريال', stage: 'مرحلة النمو' },
    { name: 'رأس مال النمو', amount: '5 – 50 مليون ريال', stage: 'مرحلة التوسع' },
    { name: 'الملكية الخاصة', amount: 'أكثر من 50 مليون ريال', stage: 'مرحلة النضج' },
  ],
};
