import { INNOVATION_FEATURES } from '@consulting/contracts';
import { INNOVATION_CARD } from './cards/innovation.ts';
import type { TrackContent } from './types.ts';

/** The business-innovation track page (spec §2 "Track pages"): four target sectors. */
export const INNOVATION_AR: TrackContent = {
  icon: INNOVATION_CARD.icon,
  colors: INNOVATION_CARD.colors,
  tagline: INNOVATION_CARD.tagline.ar,
  about:
    'نساعد المنشآت على تحويل الأفكار إلى منتجات وخدمات ونماذج أعمال قابلة للنمو، عبر منهجيات التفكير التصميمي والتجريب السريع وبناء ثقافة الابتكار داخل الفرق. نبدأ من التحدي الحقيقي لعملائك، ونختبر الحلول معهم قبل الاستثمار فيها.',
  features: INNOVATION_FEATURES.map((feature) => feature.ar),
  sectors: [
    {
      id: 'government',
      icon: 'BankOutlined',
      name: 'الجهات الحكومية',
      description: 'تصميم خدمات حكومية تتمحور حول المستفيد.',
      detailedDescription:
        'نعمل مع الجهات الحكومية على إعادة تصميم رحلة المستفيد وتبسيط الإجراءات وإطلاق مختبرات الابتكار، بما ينسجم مع مستهدفات رؤية المملكة 2030 في التحول الرقمي وجودة الخدمات.',
      services: ['تصميم رحلة المستفيد', 'تأسيس مختبرات الابتكار', 'تبسيط الإجراءات'],
      whyWeExcel: 'نعرف متطلبات العمل الحكومي ونقدم مخرجات قابلة للتطبيق ضمن الأنظمة والميزانيات.',
      stats: { clients: '20+', projects: '45+', growth: '70%' },
    },
    {
      id: 'corporate',
      icon: 'ApartmentOutlined',
      name: 'الشركات الكبرى',
      description: 'بناء منظومات الابتكار المؤسسي وإدارة المبادرات الجديدة.',
      detailedDescription:
        'تواجه الشركات الكبرى صعوبة في الابتكار بسرعة السوق. نصمم حوكمة الابتكار، ونطلق برامج الأفكار الداخلية، ونبني شراكات مع الشركات الناشئة لتسريع تطوير المنتجات.',
      services: ['حوكمة الابتكار', 'برامج الأفكار الداخلية', 'الشراكة مع الشركات الناشئة'],
      whyWeExcel: 'نقيس الابتكار بعائده على الأعمال، لا بعدد الأفكار المجموعة.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'smes',
      icon: 'RocketOutlined',
      name: 'المنشآت الصغيرة والمتوسطة والناشئة',
      description: 'اختبار الأفكار وبناء نماذج أعمال قابلة للتوسع.',
      detailedDescription:
        'نساعد رواد الأعمال على التحقق من أفكارهم مع العملاء قبل الإنفاق، وتطوير منتج أولي، وصياغة نموذج عمل وخطة نمو مقنعة للمستثمرين.',
      services: ['التحقق من الفكرة', 'تطوير المنتج الأولي', 'نموذج العمل وخطة النمو'],
      whyWeExcel: 'منهجية عملية قصيرة الدورات تناسب موارد المنشآت الناشئة.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'nonprofit',
      icon: 'HeartOutlined',
      name: 'القطاع غير الربحي',
      description: 'ابتكار اجتماعي يرفع الأثر ويضمن الاستدامة.',
      detailedDescription:
        'نساعد الجمعيات والمؤسسات الأهلية على تصميم برامج أعلى أثراً، وتنويع مصادر الدخل، وقياس العائد الاجتماعي لمبادراتها.',
      services: ['تصميم البرامج الاجتماعية', 'نماذج الاستدامة المالية', 'قياس العائد الاجتماعي'],
      whyWeExcel: 'نوازن بين الأثر الاجتماعي والكفاءة المالية في كل توصية.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'ExperimentOutlined',
      title: 'منهجيات مجربة',
      description: 'التفكير التصميمي والتجريب السريع ونماذج الأعمال المرنة.',
    },
    {
      icon: 'TeamOutlined',
      title: 'شراكة مع فريقك',
      description: 'ننقل المعرفة لفريقك حتى يستمر الابتكار بعد انتهاء المشروع.',
    },
    {
      icon: 'LineChartOutlined',
      title: 'نتائج قابلة للقياس',
      description: 'مؤشرات أداء واضحة لكل مبادرة من اليوم الأول.',
    },
    { icon: 'FlagOutlined', title: 'فهم للسوق المحلي', description: 'حلول تراعي العميل السعودي ومستهدفات رؤية 2030.' },
  ],
};
