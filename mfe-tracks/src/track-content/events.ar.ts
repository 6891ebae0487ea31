import { EVENTS_FEATURES } from '@consulting/contracts';
import { EVENTS_CARD } from './cards/events.ts';
import type { TrackContent } from './types.ts';

/**
 * The events-and-activities track page (spec §2 "Track pages"): seven target sectors, a services
 * grid, five process steps, four event types (spec §3) and the events extras.
 *
 * In Arabic: a page downloads only its language's module; the
 * English twin, `events.en.ts`, has the same shape (track-content.test.ts).
 */
export const EVENTS_AR: TrackContent = {
  icon: EVENTS_CARD.icon,
  colors: EVENTS_CARD.colors,
  tagline: EVENTS_CARD.tagline.ar,
  about:
    'نخطط وننظم المؤتمرات والمعارض وورش العمل والفعاليات المؤسسية من الفكرة إلى التنفيذ والتقييم، بفريق متكامل وشبكة موردين موثوقة. نهتم بكل تفصيلة، من تصميم التجربة واستقطاب المتحدثين إلى التسجيل والتغطية الإعلامية وقياس الأثر.',
  features: EVENTS_FEATURES.map((feature) => feature.ar),
  sectors: [
    {
      id: 'tech-conferences',
      icon: 'LaptopOutlined',
      name: 'المؤتمرات التقنية',
      description: 'مؤتمرات وملتقيات التقنية والهاكاثونات.',
      detailedDescription:
        'ننظم المؤتمرات التقنية والهاكاثونات بمنصات تسجيل رقمية وبث مباشر ومناطق عرض تفاعلية، ونستقطب المتحدثين والرعاة من كبرى شركات التقنية.',
      services: ['منصات التسجيل والبث المباشر', 'استقطاب المتحدثين والرعاة', 'تنظيم الهاكاثونات'],
      whyWeExcel: 'خبرة في إدارة فعاليات تقنية تضم مئات الحضور وعشرات الجلسات المتوازية.',
      stats: { clients: '500+', projects: '50+', growth: '200%' },
    },
    {
      id: 'corporate',
      icon: 'ApartmentOutlined',
      name: 'قطاع الأعمال والشركات',
      description: 'اللقاءات السنوية وإطلاق المنتجات وفعاليات الموظفين.',
      detailedDescription:
        'ننظم الفعاليات التي تعكس هوية شركتك: الاجتماعات السنوية، وحفلات إطلاق المنتجات، وتكريم الموظفين، ولقاءات العملاء والشركاء.',
      services: ['الاجتماعات السنوية', 'حفلات إطلاق المنتجات', 'فعاليات تكريم الموظفين'],
      whyWeExcel: 'نترجم رسائل الإدارة إلى تجربة يتذكرها الحضور.',
      stats: { clients: '80+', projects: '120+', growth: '65%' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'التعليم',
      description: 'الملتقيات التعليمية وحفلات التخرج والمعارض الطلابية.',
      detailedDescription:
        'نعمل مع الجامعات والمدارس والجهات التعليمية على تنظيم الملتقيات العلمية ومعارض التوظيف وحفلات التخرج بتنظيم دقيق يليق بالمناسبة.',
      services: ['الملتقيات العلمية', 'معارض التوظيف', 'حفلات التخرج'],
      whyWeExcel: 'نعرف التقويم الأكاديمي ونخطط مبكراً لمواسم الذروة.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'الرعاية الصحية',
      description: 'المؤتمرات الطبية وحملات التوعية الصحية.',
      detailedDescription:
        'ننظم المؤتمرات الطبية المعتمدة لساعات التعليم المستمر، وحملات التوعية المجتمعية، مع مراعاة اشتراطات الجهات الصحية.',
      services: ['اعتماد ساعات التعليم المستمر', 'حملات التوعية الصحية', 'معارض الأجهزة الطبية'],
      whyWeExcel: 'فريق يعرف متطلبات الاعتماد العلمي للمؤتمرات الطبية.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'finance',
      icon: 'BankOutlined',
      name: 'المال والاستثمار',
      description: 'ملتقيات المستثمرين وأيام العرض والمنتديات المالية.',
      detailedDescription:
        'ننظم أيام العرض للشركات الناشئة وملتقيات المستثمرين والمنتديات المالية، بجدولة دقيقة للقاءات الثنائية وسرية عالية.',
      services: ['أيام العرض', 'جدولة اللقاءات الثنائية', 'المنتديات المالية'],
      whyWeExcel: 'نستفيد من شبكة مسار التمويل والاستثمار لدينا في استقطاب الحضور النوعي.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'government',
      icon: 'FlagOutlined',
      name: 'الجهات الحكومية',
      description: 'الفعاليات الرسمية والمبادرات الوطنية وورش العمل.',
      detailedDescription:
        'ننظم الفعاليات الرسمية وإطلاق المبادرات الوطنية وورش العمل الحكومية وفق البروتوكولات المعتمدة ومعايير الأمن والسلامة.',
      services: ['المراسم والبروتوكول', 'إطلاق المبادرات', 'ورش العمل الحكومية'],
      whyWeExcel: 'التزام صارم بالبروتوكول والجداول الزمنية.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'culture',
      icon: 'SoundOutlined',
      name: 'الثقافة والترفيه',
      description: 'المهرجانات والفعاليات الثقافية والمجتمعية.',
      detailedDescription:
        'نصمم الفعاليات الثقافية والمهرجانات المجتمعية التي تحتفي بالهوية المحلية، ونتولى التصاريح والتشغيل وإدارة الحشود.',
      services: ['تصميم التجربة الثقافية', 'التصاريح والتشغيل', 'إدارة الحشود'],
      whyWeExcel: 'خبرة في التصاريح والتشغيل الميداني للفعاليات المفتوحة.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    { icon: 'TeamOutlined', title: 'فريق تنفيذ متكامل', description: 'تخطيط وتصميم وتسويق وتشغيل دون وسطاء.' },
    {
      icon: 'GlobalOutlined',
      title: 'شبكة موردين موثوقة',
      description: 'قاعات وتجهيزات وضيافة بأسعار تنافسية وجودة مضمونة.',
    },
    {
      icon: 'SafetyCertificateOutlined',
      title: 'خطط طوارئ لكل فعالية',
      description: 'نتوقع المخاطر ونجهز البدائل قبل يوم الفعالية.',
    },
    {
      icon: 'BarChartOutlined',
      title: 'تقارير أثر واضحة',
      description: 'أرقام الحضور والتفاعل والتغطية بعد كل فعالية.',
    },
  ],
  services: [
    { icon: 'ScheduleOutlined', title: 'تخطيط الفعاليات', description: 'الأهداف والميزانية والبرنامج والجدول الزمني.' },
    { icon: 'SettingOutlined', title: 'إدارة الفعاليات', description: 'إدارة الموقع والموردين والحضور يوم الفعالية.' },
    {
      icon: 'NotificationOutlined',
      title: 'تسويق الفعاليات',
      description: 'الحملات الرقمية والعلاقات الإعلامية والتسجيل.',
    },
    { icon: 'LineChartOutlined', title: 'المتابعة والتقييم', description: 'استبيانات الحضور وتقرير الأثر والتوصيات.' },
  ],
  processSteps: [
    { icon: 'BulbOutlined', title: 'التخطيط الاستراتيجي', description: 'نحدد الهدف والجمهور والرسالة والميزانية.' },
    { icon: 'BuildOutlined', title: 'التصميم والتنظيم', description: 'تصميم التجربة والموقع والبرنامج والموردين.' },
    {
      icon: 'NotificationOutlined',
      title: 'التسويق والترويج',
      description: 'حملات الوصول إلى الجمهور وإدارة التسجيل.',
    },
    { icon: 'SettingOutlined', title: 'التنفيذ والإدارة', description: 'إدارة الفعالية ميدانياً لحظة بلحظة.' },
    {
      icon: 'BarChartOutlined',
      title: 'المتابعة والتقييم',
      description: 'قياس النتائج وتقرير الأثر والدروس المستفادة.',
    },
  ],
  eventTypes: [
    { icon: 'SoundOutlined', name: 'المؤتمرات', attendees: '50 – 500 شخص', duration: '1 – 3 أيام' },
    { icon: 'ShopOutlined', name: 'المعارض', attendees: '100 – 1000 شخص', duration: '1 – 7 أيام' },
    { icon: 'ApartmentOutlined', name: 'الفعاليات المؤسسية', attendees: '20 – 200 شخص', duration: '3 – 8 ساعات' },
    { icon: 'ReadOutlined', name: 'ورش العمل', attendees: '10 – 50 شخص', duration: '2 – 8 ساعات' },
  ],
  extras: {
    overview:
      'الفعالية الناجحة تبدأ قبل موعدها بأشهر. في هذا المسار نتولى رحلة الفعالية كاملة: من فهم أهدافك وتصميم التجربة، إلى التسويق والتنفيذ الميداني، وانتهاءً بتقرير يقيس ما تحقق فعلاً.',
    sectorsServed: ['الأعمال', 'التقنية', 'التعليم', 'الرعاية الصحية', 'المالية', 'القطاع الحكومي'],
    methodology: [
      { icon: 'SolutionOutlined', title: 'الاستشارة', description: 'نستمع إلى أهدافك وتوقعاتك.' },
      { icon: 'ScheduleOutlined', title: 'التخطيط', description: 'البرنامج والميزانية والجدول الزمني.' },
      { icon: 'ToolOutlined', title: 'التحضير', description: 'الموقع والموردون والتسجيل والتجهيزات.' },
      { icon: 'RocketOutlined', title: 'التنفيذ', description: 'إدارة يوم الفعالية بكل تفاصيله.' },
      { icon: 'BarChartOutlined', title: 'التقييم', description: 'قياس الأثر وتقرير ما بعد الفعالية.' },
    ],
  },
};
