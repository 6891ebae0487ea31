import { INNOVATION_FEATURES } from '@consulting/contracts';
import { INNOVATION_CARD } from './cards/innovation.ts';
import { NO_STATS, type TrackContent } from './types.ts';
import { ApartmentOutlined } from '../icons/svg/ApartmentOutlined.ts';
import { BankOutlined } from '../icons/svg/BankOutlined.ts';
import { ExperimentOutlined } from '../icons/svg/ExperimentOutlined.ts';
import { FlagOutlined } from '../icons/svg/FlagOutlined.ts';
import { HeartOutlined } from '../icons/svg/HeartOutlined.ts';
import { LineChartOutlined } from '../icons/svg/LineChartOutlined.ts';
import { RocketOutlined } from '../icons/svg/RocketOutlined.ts';
import { TeamOutlined } from '../icons/svg/TeamOutlined.ts';

/** The business-innovation track page (spec §2 "Track pages"): four target sectors. */
export const INNOVATION: TrackContent = {
  ...INNOVATION_CARD,
  about: {
    ar: 'نساعد المنشآت على تحويل الأفكار إلى منتجات وخدمات ونماذج أعمال قابلة للنمو، عبر منهجيات التفكير التصميمي والتجريب السريع وبناء ثقافة الابتكار داخل الفرق. نبدأ من التحدي الحقيقي لعملائك، ونختبر الحلول معهم قبل الاستثمار فيها.',
    en: 'We help organisations turn ideas into products, services and business models that can grow, through design thinking, rapid experimentation and a culture of innovation within their teams. We start from your customers’ real problem and test solutions with them before investing in them.',
  },
  features: INNOVATION_FEATURES,
  sectors: [
    {
      id: 'government',
      icon: BankOutlined,
      name: { ar: 'الجهات الحكومية', en: 'Government Entities' },
      description: {
        ar: 'تصميم خدمات حكومية تتمحور حول المستفيد.',
        en: 'Designing citizen-centred government services.',
      },
      detailedDescription: {
        ar: 'نعمل مع الجهات الحكومية على إعادة تصميم رحلة المستفيد وتبسيط الإجراءات وإطلاق مختبرات الابتكار، بما ينسجم مع مستهدفات رؤية المملكة 2030 في التحول الرقمي وجودة الخدمات.',
        en: 'We work with government entities to redesign the user journey, simplify procedures and set up innovation labs, in line with Vision 2030 goals for digital transformation and service quality.',
      },
      services: [
        { ar: 'تصميم رحلة المستفيد', en: 'Citizen journey design' },
        { ar: 'تأسيس مختبرات الابتكار', en: 'Innovation lab set-up' },
        { ar: 'تبسيط الإجراءات', en: 'Process simplification' },
      ],
      whyWeExcel: {
        ar: 'نعرف متطلبات العمل الحكومي ونقدم مخرجات قابلة للتطبيق ضمن الأنظمة والميزانيات.',
        en: 'We know how government works and deliver outputs that fit its regulations and budgets.',
      },
      stats: { clients: '20+', projects: '45+', growth: '70%' },
    },
    {
      id: 'corporate',
      icon: ApartmentOutlined,
      name: { ar: 'الشركات الكبرى', en: 'Large Corporations' },
      description: {
        ar: 'بناء منظومات الابتكار المؤسسي وإدارة المبادرات الجديدة.',
        en: 'Building corporate innovation systems and managing new ventures.',
      },
      detailedDescription: {
        ar: 'تواجه الشركات الكبرى صعوبة في الابتكار بسرعة السوق. نصمم حوكمة الابتكار، ونطلق برامج الأفكار الداخلية، ونبني شراكات مع الشركات الناشئة لتسريع تطوير المنتجات.',
        en: 'Large companies struggle to innovate at market speed. We design innovation governance, run internal idea programmes and build partnerships with start-ups to speed up product development.',
      },
      services: [
        { ar: 'حوكمة الابتكار', en: 'Innovation governance' },
        { ar: 'برامج الأفكار الداخلية', en: 'Internal idea programmes' },
        { ar: 'الشراكة مع الشركات الناشئة', en: 'Start-up partnerships' },
      ],
      whyWeExcel: {
        ar: 'نقيس الابتكار بعائده على الأعمال، لا بعدد الأفكار المجموعة.',
        en: 'We measure innovation by its business return, not by the number of ideas collected.',
      },
      stats: NO_STATS,
    },
    {
      id: 'smes',
      icon: RocketOutlined,
      name: { ar: 'المنشآت الصغيرة والمتوسطة والناشئة', en: 'SMEs and Start-ups' },
      description: {
        ar: 'اختبار الأفكار وبناء نماذج أعمال قابلة للتوسع.',
        en: 'Testing ideas and building business models that scale.',
      },
      detailedDescription: {
        ar: 'نساعد رواد الأعمال على التحقق من أفكارهم مع العملاء قبل الإنفاق، وتطوير منتج أولي، وصياغة نموذج عمل وخطة نمو مقنعة للمستثمرين.',
        en: 'We help founders validate their ideas with customers before spending, build a first product, and shape a business model and growth plan that convince investors.',
      },
      services: [
        { ar: 'التحقق من الفكرة', en: 'Idea validation' },
        { ar: 'تطوير المنتج الأولي', en: 'Minimum viable product' },
        { ar: 'نموذج العمل وخطة النمو', en: 'Business model and growth plan' },
      ],
      whyWeExcel: {
        ar: 'منهجية عملية قصيرة الدورات تناسب موارد المنشآت الناشئة.',
        en: 'A practical, short-cycle method that fits a young company’s resources.',
      },
      stats: NO_STATS,
    },
    {
      id: 'nonprofit',
      icon: HeartOutlined,
      name: { ar: 'القطاع غير الربحي', en: 'Non-profit Sector' },
      description: {
        ar: 'ابتكار اجتماعي يرفع الأثر ويضمن الاستدامة.',
        en: 'Social innovation that increases impact and sustainability.',
      },
      detailedDescription: {
        ar: 'نساعد الجمعيات والمؤسسات الأهلية على تصميم برامج أعلى أثراً، وتنويع مصادر الدخل، وقياس العائد الاجتماعي لمبادراتها.',
        en: 'We help charities and foundations design higher-impact programmes, diversify their income and measure the social return of their initiatives.',
      },
      services: [
        { ar: 'تصميم البرامج الاجتماعية', en: 'Social programme design' },
        { ar: 'نماذج الاستدامة المالية', en: 'Financial sustainability models' },
        { ar: 'قياس العائد الاجتماعي', en: 'Social return measurement' },
      ],
      whyWeExcel: {
        ar: 'نوازن بين الأثر الاجتماعي والكفاءة المالية في كل توصية.',
        en: 'Every recommendation balances social impact with financial efficiency.',
      },
      stats: NO_STATS,
    },
  ],
  whyChooseUs: [
    {
      icon: ExperimentOutlined,
      title: { ar: 'منهجيات مجربة', en: 'Proven methods' },
      description: {
        ar: 'التفكير التصميمي والتجريب السريع ونماذج الأعمال المرنة.',
        en: 'Design thinking, rapid experimentation and lean business models.',
      },
    },
    {
      icon: TeamOutlined,
      title: { ar: 'شراكة مع فريقك', en: 'We work with your team' },
      description: {
        ar: 'ننقل المعرفة لفريقك حتى يستمر الابتكار بعد انتهاء المشروع.',
        en: 'We transfer skills to your team so innovation continues after the project ends.',
      },
    },
    {
      icon: LineChartOutlined,
      title: { ar: 'نتائج قابلة للقياس', en: 'Measurable results' },
      description: {
        ar: 'مؤشرات أداء واضحة لكل مبادرة من اليوم الأول.',
        en: 'Clear performance indicators for every initiative from day one.',
      },
    },
    {
      icon: FlagOutlined,
      title: { ar: 'فهم للسوق المحلي', en: 'Local market insight' },
      description: {
        ar: 'حلول تراعي العميل السعودي ومستهدفات رؤية 2030.',
        en: 'Solutions built for Saudi customers and Vision 2030 goals.',
      },
    },
  ],
};
