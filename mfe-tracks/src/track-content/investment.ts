import { INVESTMENT_FEATURES } from '@consulting/contracts';
import { INVESTMENT_CARD } from './cards/investment.ts';
import { NO_STATS, type TrackContent } from './types.ts';
import { AuditOutlined } from '../icons/svg/AuditOutlined.ts';
import { BarChartOutlined } from '../icons/svg/BarChartOutlined.ts';
import { CarryOutOutlined } from '../icons/svg/CarryOutOutlined.ts';
import { FileTextOutlined } from '../icons/svg/FileTextOutlined.ts';
import { FundOutlined } from '../icons/svg/FundOutlined.ts';
import { HomeOutlined } from '../icons/svg/HomeOutlined.ts';
import { LaptopOutlined } from '../icons/svg/LaptopOutlined.ts';
import { LineChartOutlined } from '../icons/svg/LineChartOutlined.ts';
import { MedicineBoxOutlined } from '../icons/svg/MedicineBoxOutlined.ts';
import { SafetyCertificateOutlined } from '../icons/svg/SafetyCertificateOutlined.ts';
import { SearchOutlined } from '../icons/svg/SearchOutlined.ts';
import { ShoppingCartOutlined } from '../icons/svg/ShoppingCartOutlined.ts';
import { SolutionOutlined } from '../icons/svg/SolutionOutlined.ts';
import { TeamOutlined } from '../icons/svg/TeamOutlined.ts';
import { ThunderboltOutlined } from '../icons/svg/ThunderboltOutlined.ts';
import { ToolOutlined } from '../icons/svg/ToolOutlined.ts';
import { TrophyOutlined } from '../icons/svg/TrophyOutlined.ts';
import { UsergroupAddOutlined } from '../icons/svg/UsergroupAddOutlined.ts';

/**
 * The finance-and-investment track page (spec §2 "Track pages"): six target sectors, a services
 * grid, six process steps and four financing types (spec §3).
 */
export const INVESTMENT: TrackContent = {
  ...INVESTMENT_CARD,
  about: {
    ar: 'نجهّز مشروعك للاستثمار بدراسات جدوى وخطط مالية وملفات عرض احترافية، ونربطك بالمستثمرين الأفراد وصناديق رأس المال الجريء وجهات التمويل الحكومية والخاصة، ونرافقك في التفاوض حتى إغلاق الجولة ومتابعة ما بعدها.',
    en: 'We get your project ready for investment with feasibility studies, financial plans and professional pitch decks, connect you with angel investors, venture funds and public and private funders, and stay with you through negotiation until the round closes and beyond.',
  },
  features: INVESTMENT_FEATURES,
  sectors: [
    {
      id: 'tech-startups',
      icon: LaptopOutlined,
      name: { ar: 'الشركات التقنية الناشئة', en: 'Technology Start-ups' },
      description: {
        ar: 'جولات التمويل المبكرة ورأس المال الجريء للشركات التقنية.',
        en: 'Early rounds and venture capital for technology companies.',
      },
      detailedDescription: {
        ar: 'نساعد الشركات التقنية الناشئة على الاستعداد لجولات ما قبل البذرة والبذرة والسلسلة أ: تقييم عادل، ونموذج مالي مقنع، وملف عرض يجيب عن أسئلة المستثمر قبل أن يطرحها، ثم الوصول إلى الصناديق المناسبة لمرحلتها.',
        en: 'We prepare technology start-ups for pre-seed, seed and Series A rounds: a fair valuation, a convincing financial model and a pitch deck that answers investors’ questions before they ask, then introductions to funds that invest at their stage.',
      },
      services: [
        { ar: 'إعداد ملف العرض للمستثمرين', en: 'Investor pitch deck' },
        { ar: 'التقييم وهيكلة الجولة', en: 'Valuation and round structuring' },
        { ar: 'الربط بصناديق رأس المال الجريء', en: 'Venture fund introductions' },
      ],
      whyWeExcel: {
        ar: 'علاقات مباشرة مع صناديق ومستثمرين نشطين في المنظومة السعودية.',
        en: 'Direct relationships with funds and investors active in the Saudi ecosystem.',
      },
      stats: { clients: '150+', projects: '200+', growth: '180%' },
    },
    {
      id: 'real-estate',
      icon: HomeOutlined,
      name: { ar: 'التطوير العقاري', en: 'Real Estate Development' },
      description: {
        ar: 'تمويل المشاريع العقارية والصناديق والشراكات.',
        en: 'Financing property projects, funds and partnerships.',
      },
      detailedDescription: {
        ar: 'نعد دراسات الجدوى العقارية والتدفقات النقدية، ونساعد المطورين على هيكلة التمويل بين البنوك والصناديق العقارية والشركاء، بما يوازن بين العائد والمخاطر.',
        en: 'We prepare real-estate feasibility studies and cash-flow models, and help developers structure financing across banks, real-estate funds and partners, balancing return and risk.',
      },
      services: [
        { ar: 'دراسات الجدوى العقارية', en: 'Real-estate feasibility studies' },
        { ar: 'هيكلة التمويل', en: 'Financing structure' },
        { ar: 'الشراكات مع الصناديق', en: 'Fund partnerships' },
      ],
      whyWeExcel: {
        ar: 'نماذج مالية تفصيلية يقبلها الممولون دون إعادة عمل.',
        en: 'Detailed financial models that lenders accept without rework.',
      },
      stats: NO_STATS,
    },
    {
      id: 'healthcare',
      icon: MedicineBoxOutlined,
      name: { ar: 'الرعاية الصحية', en: 'Healthcare' },
      description: {
        ar: 'تمويل العيادات والمراكز الطبية والتقنيات الصحية.',
        en: 'Financing clinics, medical centres and health technology.',
      },
      detailedDescription: {
        ar: 'يشهد القطاع الصحي نمواً مدعوماً بالتخصيص والتحول الصحي. نعد دراسات الطلب والخطط المالية للمنشآت الطبية، ونربطها بالمستثمرين وبرامج التمويل المتخصصة.',
        en: 'Healthcare is growing with privatisation and health transformation. We prepare demand studies and financial plans for medical facilities, and connect them with investors and specialised funding programmes.',
      },
      services: [
        { ar: 'دراسات الطلب الصحي', en: 'Healthcare demand studies' },
        { ar: 'الخطط المالية للمنشآت الطبية', en: 'Medical facility financial plans' },
        { ar: 'برامج التمويل المتخصصة', en: 'Specialised funding programmes' },
      ],
      whyWeExcel: {
        ar: 'نفهم اشتراطات الترخيص الصحي وأثرها على الجدول الزمني والتكاليف.',
        en: 'We understand health licensing and its effect on timelines and costs.',
      },
      stats: NO_STATS,
    },
    {
      id: 'industry',
      icon: ToolOutlined,
      name: { ar: 'الصناعة', en: 'Industry' },
      description: {
        ar: 'تمويل المصانع وخطوط الإنتاج والتوسعات الصناعية.',
        en: 'Financing factories, production lines and industrial expansion.',
      },
      detailedDescription: {
        ar: 'نساعد المصنعين على إعداد ملفات التمويل لدى صناديق التنمية الصناعية والبنوك، وتقدير الاحتياجات الرأسمالية، وجذب شركاء استراتيجيين للتوسع.',
        en: 'We help manufacturers prepare financing files for industrial development funds and banks, estimate capital needs, and attract strategic partners for expansion.',
      },
      services: [
        { ar: 'ملفات صناديق التنمية', en: 'Development fund applications' },
        { ar: 'تقدير الاحتياجات الرأسمالية', en: 'Capital expenditure planning' },
        { ar: 'جذب الشركاء الاستراتيجيين', en: 'Strategic partner search' },
      ],
      whyWeExcel: {
        ar: 'خبرة في متطلبات جهات التمويل الصناعي الحكومية.',
        en: 'Experience with the requirements of public industrial lenders.',
      },
      stats: NO_STATS,
    },
    {
      id: 'retail',
      icon: ShoppingCartOutlined,
      name: { ar: 'التجزئة والتجارة الإلكترونية', en: 'Retail and E-commerce' },
      description: {
        ar: 'تمويل النمو والتوسع في الفروع والمنصات الرقمية.',
        en: 'Growth financing for branches and digital platforms.',
      },
      detailedDescription: {
        ar: 'نحلل اقتصاديات الوحدة للمتاجر والمنصات، ونبني خطة توسع قابلة للتمويل، ونحدد مزيج التمويل الأنسب بين الدين وحقوق الملكية.',
        en: 'We analyse the unit economics of stores and platforms, build a fundable expansion plan, and choose the right mix of debt and equity.',
      },
      services: [
        { ar: 'تحليل اقتصاديات الوحدة', en: 'Unit economics analysis' },
        { ar: 'خطة التوسع', en: 'Expansion plan' },
        { ar: 'مزيج التمويل', en: 'Financing mix' },
      ],
      whyWeExcel: {
        ar: 'نربط أرقام التشغيل اليومية بقصة النمو التي يبحث عنها المستثمر.',
        en: 'We connect day-to-day operating numbers with the growth story investors look for.',
      },
      stats: NO_STATS,
    },
    {
      id: 'energy',
      icon: ThunderboltOutlined,
      name: { ar: 'الطاقة المتجددة', en: 'Renewable Energy' },
      description: {
        ar: 'تمويل مشاريع الطاقة النظيفة والاستدامة.',
        en: 'Financing clean-energy and sustainability projects.',
      },
      detailedDescription: {
        ar: 'نساعد مشاريع الطاقة الشمسية وكفاءة الطاقة والاستدامة على إعداد نماذج العائد طويل الأجل، والوصول إلى التمويل الأخضر والمستثمرين المهتمين بالأثر البيئي.',
        en: 'We help solar, energy-efficiency and sustainability projects build long-term return models and reach green finance and impact-minded investors.',
      },
      services: [
        { ar: 'نماذج العائد طويل الأجل', en: 'Long-term return models' },
        { ar: 'التمويل الأخضر', en: 'Green finance' },
        { ar: 'مستثمرو الأثر', en: 'Impact investors' },
      ],
      whyWeExcel: {
        ar: 'نواكب مستهدفات المملكة في الطاقة المتجددة وبرامج دعمها.',
        en: 'We follow the Kingdom’s renewable-energy targets and support programmes closely.',
      },
      stats: NO_STATS,
    },
  ],
  whyChooseUs: [
    {
      icon: TeamOutlined,
      title: { ar: 'شبكة مستثمرين واسعة', en: 'A wide investor network' },
      description: {
        ar: 'مستثمرون أفراد وصناديق وجهات تمويل حكومية وخاصة.',
        en: 'Angel investors, funds and public and private funders.',
      },
    },
    {
      icon: FileTextOutlined,
      title: { ar: 'ملفات بمعايير احترافية', en: 'Professional-grade documents' },
      description: {
        ar: 'دراسات ونماذج مالية وملفات عرض بمعايير المستثمرين المؤسسيين.',
        en: 'Studies, models and decks built to institutional investors’ standards.',
      },
    },
    {
      icon: SafetyCertificateOutlined,
      title: { ar: 'سرية تامة', en: 'Strict confidentiality' },
      description: {
        ar: 'نحمي بيانات مشروعك باتفاقيات عدم إفصاح في كل مرحلة.',
        en: 'Your data is protected by non-disclosure agreements at every step.',
      },
    },
    {
      icon: TrophyOutlined,
      title: { ar: 'نرافقك حتى الإغلاق', en: 'With you until closing' },
      description: {
        ar: 'لا ننتهي عند التقديم؛ نتابع التفاوض والإغلاق وما بعده.',
        en: 'We do not stop at the introduction; we follow negotiation, closing and after.',
      },
    },
  ],
  services: [
    {
      icon: SearchOutlined,
      title: { ar: 'دراسات الجدوى', en: 'Feasibility studies' },
      description: {
        ar: 'دراسات سوقية وفنية ومالية تبيّن جدوى المشروع بوضوح.',
        en: 'Market, technical and financial studies that show clearly whether a project works.',
      },
    },
    {
      icon: BarChartOutlined,
      title: { ar: 'النمذجة المالية', en: 'Financial modelling' },
      description: {
        ar: 'توقعات الإيرادات والتكاليف والتدفقات النقدية لخمس سنوات.',
        en: 'Five-year revenue, cost and cash-flow projections.',
      },
    },
    {
      icon: FundOutlined,
      title: { ar: 'التقييم المالي', en: 'Valuation' },
      description: {
        ar: 'تقييم المنشأة بالطرق المعتمدة لدى المستثمرين.',
        en: 'Valuing the business with the methods investors use.',
      },
    },
    {
      icon: FileTextOutlined,
      title: { ar: 'ملفات الاستثمار', en: 'Investment memoranda' },
      description: {
        ar: 'ملف عرض ومذكرة استثمار تروي قصة مشروعك بالأرقام.',
        en: 'A pitch deck and memorandum that tell your story with numbers.',
      },
    },
    {
      icon: UsergroupAddOutlined,
      title: { ar: 'الربط بالمستثمرين', en: 'Investor introductions' },
      description: {
        ar: 'الوصول إلى المستثمرين وجهات التمويل المناسبة لمرحلتك.',
        en: 'Access to investors and funders that match your stage.',
      },
    },
    {
      icon: AuditOutlined,
      title: { ar: 'العناية الواجبة', en: 'Due diligence support' },
      description: {
        ar: 'تجهيز غرفة البيانات والرد على استفسارات المستثمرين.',
        en: 'Preparing the data room and answering investors’ questions.',
      },
    },
  ],
  processSteps: [
    {
      icon: SearchOutlined,
      title: { ar: 'التقييم الأولي', en: 'Initial assessment' },
      description: {
        ar: 'نفهم مشروعك ومرحلته واحتياجه التمويلي.',
        en: 'We learn your project, its stage and its funding need.',
      },
    },
    {
      icon: FileTextOutlined,
      title: { ar: 'إعداد المواد', en: 'Material preparation' },
      description: {
        ar: 'دراسة الجدوى والنموذج المالي وملف العرض.',
        en: 'Feasibility study, financial model and pitch deck.',
      },
    },
    {
      icon: UsergroupAddOutlined,
      title: { ar: 'تحديد المستثمرين', en: 'Investor identification' },
      description: {
        ar: 'قائمة مختارة من المستثمرين المناسبين لقطاعك ومرحلتك.',
        en: 'A shortlist of investors suited to your sector and stage.',
      },
    },
    {
      icon: SolutionOutlined,
      title: { ar: 'العروض والتفاوض', en: 'Pitches and negotiations' },
      description: {
        ar: 'نحضّرك للعروض ونرافقك في التفاوض على الشروط.',
        en: 'We prepare you for pitches and support you in negotiating terms.',
      },
    },
    {
      icon: CarryOutOutlined,
      title: { ar: 'إتمام الصفقة', en: 'Deal completion' },
      description: {
        ar: 'مراجعة الاتفاقيات والعناية الواجبة حتى الإغلاق.',
        en: 'Agreements and due diligence through to closing.',
      },
    },
    {
      icon: LineChartOutlined,
      title: { ar: 'المتابعة', en: 'Follow-up' },
      description: {
        ar: 'تقارير المستثمرين والاستعداد للجولة التالية.',
        en: 'Investor reporting and readiness for the next round.',
      },
    },
  ],
  financingTypes: [
    {
      name: { ar: 'تمويل البذرة', en: 'Seed funding' },
      amount: { ar: '50 ألف – 500 ألف ريال', en: 'SAR 50K – 500K' },
      stage: { ar: 'المرحلة المبكرة', en: 'Early stage' },
    },
    {
      name: { ar: 'رأس المال الجريء', en: 'Venture capital' },
      amount: { ar: '500 ألف – 5 ملايين ريال', en: 'SAR 500K – 5M' },
      stage: { ar: 'مرحلة النمو', en: 'Growth stage' },
    },
    {
      name: { ar: 'رأس مال النمو', en: 'Growth capital' },
      amount: { ar: '5 – 50 مليون ريال', en: 'SAR 5M – 50M' },
      stage: { ar: 'مرحلة التوسع', en: 'Expansion stage' },
    },
    {
      name: { ar: 'الملكية الخاصة', en: 'Private equity' },
      amount: { ar: 'أكثر من 50 مليون ريال', en: 'SAR 50M+' },
      stage: { ar: 'مرحلة النضج', en: 'Mature stage' },
    },
  ],
};
