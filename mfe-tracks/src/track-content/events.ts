import { EVENTS_FEATURES } from '@consulting/contracts';
import { EVENTS_CARD } from './cards/events.ts';
import { NO_STATS, type TrackContent } from './types.ts';
import { ApartmentOutlined } from '../icons/svg/ApartmentOutlined.ts';
import { BankOutlined } from '../icons/svg/BankOutlined.ts';
import { BarChartOutlined } from '../icons/svg/BarChartOutlined.ts';
import { BuildOutlined } from '../icons/svg/BuildOutlined.ts';
import { BulbOutlined } from '../icons/svg/BulbOutlined.ts';
import { FlagOutlined } from '../icons/svg/FlagOutlined.ts';
import { GlobalOutlined } from '../icons/svg/GlobalOutlined.ts';
import { LaptopOutlined } from '../icons/svg/LaptopOutlined.ts';
import { LineChartOutlined } from '../icons/svg/LineChartOutlined.ts';
import { MedicineBoxOutlined } from '../icons/svg/MedicineBoxOutlined.ts';
import { NotificationOutlined } from '../icons/svg/NotificationOutlined.ts';
import { ReadOutlined } from '../icons/svg/ReadOutlined.ts';
import { RocketOutlined } from '../icons/svg/RocketOutlined.ts';
import { SafetyCertificateOutlined } from '../icons/svg/SafetyCertificateOutlined.ts';
import { ScheduleOutlined } from '../icons/svg/ScheduleOutlined.ts';
import { SettingOutlined } from '../icons/svg/SettingOutlined.ts';
import { ShopOutlined } from '../icons/svg/ShopOutlined.ts';
import { SolutionOutlined } from '../icons/svg/SolutionOutlined.ts';
import { SoundOutlined } from '../icons/svg/SoundOutlined.ts';
import { TeamOutlined } from '../icons/svg/TeamOutlined.ts';
import { ToolOutlined } from '../icons/svg/ToolOutlined.ts';

/**
 * The events-and-activities track page (spec §2 "Track pages"): seven target sectors, a services
 * grid, five process steps, four event types (spec §3) and the events extras.
 */
export const EVENTS: TrackContent = {
  ...EVENTS_CARD,
  about: {
    ar: 'نخطط وننظم المؤتمرات والمعارض وورش العمل والفعاليات المؤسسية من الفكرة إلى التنفيذ والتقييم، بفريق متكامل وشبكة موردين موثوقة. نهتم بكل تفصيلة، من تصميم التجربة واستقطاب المتحدثين إلى التسجيل والتغطية الإعلامية وقياس الأثر.',
    en: 'We plan and run conferences, exhibitions, workshops and corporate events from concept to delivery and evaluation, with a complete team and a trusted supplier network. We look after every detail, from experience design and speakers to registration, media coverage and impact measurement.',
  },
  features: EVENTS_FEATURES,
  sectors: [
    {
      id: 'tech-conferences',
      icon: LaptopOutlined,
      name: { ar: 'المؤتمرات التقنية', en: 'Technology Conferences' },
      description: {
        ar: 'مؤتمرات وملتقيات التقنية والهاكاثونات.',
        en: 'Technology conferences, summits and hackathons.',
      },
      detailedDescription: {
        ar: 'ننظم المؤتمرات التقنية والهاكاثونات بمنصات تسجيل رقمية وبث مباشر ومناطق عرض تفاعلية، ونستقطب المتحدثين والرعاة من كبرى شركات التقنية.',
        en: 'We run technology conferences and hackathons with digital registration, live streaming and interactive demo zones, and bring in speakers and sponsors from leading tech companies.',
      },
      services: [
        { ar: 'منصات التسجيل والبث المباشر', en: 'Registration and live streaming' },
        { ar: 'استقطاب المتحدثين والرعاة', en: 'Speakers and sponsors' },
        { ar: 'تنظيم الهاكاثونات', en: 'Hackathon management' },
      ],
      whyWeExcel: {
        ar: 'خبرة في إدارة فعاليات تقنية تضم مئات الحضور وعشرات الجلسات المتوازية.',
        en: 'Experience running tech events with hundreds of attendees and dozens of parallel sessions.',
      },
      stats: { clients: '500+', projects: '50+', growth: '200%' },
    },
    {
      id: 'corporate',
      icon: ApartmentOutlined,
      name: { ar: 'قطاع الأعمال والشركات', en: 'Business and Corporate' },
      description: {
        ar: 'اللقاءات السنوية وإطلاق المنتجات وفعاليات الموظفين.',
        en: 'Annual meetings, product launches and staff events.',
      },
      detailedDescription: {
        ar: 'ننظم الفعاليات التي تعكس هوية شركتك: الاجتماعات السنوية، وحفلات إطلاق المنتجات، وتكريم الموظفين، ولقاءات العملاء والشركاء.',
        en: 'We run events that reflect your company’s identity: annual meetings, product launches, staff recognition nights, and client and partner gatherings.',
      },
      services: [
        { ar: 'الاجتماعات السنوية', en: 'Annual meetings' },
        { ar: 'حفلات إطلاق المنتجات', en: 'Product launch events' },
        { ar: 'فعاليات تكريم الموظفين', en: 'Staff recognition events' },
      ],
      whyWeExcel: {
        ar: 'نترجم رسائل الإدارة إلى تجربة يتذكرها الحضور.',
        en: 'We turn management’s messages into an experience attendees remember.',
      },
      stats: { clients: '80+', projects: '120+', growth: '65%' },
    },
    {
      id: 'education',
      icon: ReadOutlined,
      name: { ar: 'التعليم', en: 'Education' },
      description: {
        ar: 'الملتقيات التعليمية وحفلات التخرج والمعارض الطلابية.',
        en: 'Education forums, graduations and student fairs.',
      },
      detailedDescription: {
        ar: 'نعمل مع الجامعات والمدارس والجهات التعليمية على تنظيم الملتقيات العلمية ومعارض التوظيف وحفلات التخرج بتنظيم دقيق يليق بالمناسبة.',
        en: 'We work with universities, schools and education bodies on academic forums, career fairs and graduation ceremonies, organised with the care the occasion deserves.',
      },
      services: [
        { ar: 'الملتقيات العلمية', en: 'Academic forums' },
        { ar: 'معارض التوظيف', en: 'Career fairs' },
        { ar: 'حفلات التخرج', en: 'Graduation ceremonies' },
      ],
      whyWeExcel: {
        ar: 'نعرف التقويم الأكاديمي ونخطط مبكراً لمواسم الذروة.',
        en: 'We know the academic calendar and plan early for peak seasons.',
      },
      stats: NO_STATS,
    },
    {
      id: 'healthcare',
      icon: MedicineBoxOutlined,
      name: { ar: 'الرعاية الصحية', en: 'Healthcare' },
      description: {
        ar: 'المؤتمرات الطبية وحملات التوعية الصحية.',
        en: 'Medical conferences and health-awareness campaigns.',
      },
      detailedDescription: {
        ar: 'ننظم المؤتمرات الطبية المعتمدة لساعات التعليم المستمر، وحملات التوعية المجتمعية، مع مراعاة اشتراطات الجهات الصحية.',
        en: 'We organise medical conferences accredited for continuing-education hours and community awareness campaigns, following health-authority requirements.',
      },
      services: [
        { ar: 'اعتماد ساعات التعليم المستمر', en: 'CME accreditation' },
        { ar: 'حملات التوعية الصحية', en: 'Health-awareness campaigns' },
        { ar: 'معارض الأجهزة الطبية', en: 'Medical device exhibitions' },
      ],
      whyWeExcel: {
        ar: 'فريق يعرف متطلبات الاعتماد العلمي للمؤتمرات الطبية.',
        en: 'A team that knows the accreditation requirements for medical conferences.',
      },
      stats: NO_STATS,
    },
    {
      id: 'finance',
      icon: BankOutlined,
      name: { ar: 'المال والاستثمار', en: 'Finance and Investment' },
      description: {
        ar: 'ملتقيات المستثمرين وأيام العرض والمنتديات المالية.',
        en: 'Investor forums, demo days and financial summits.',
      },
      detailedDescription: {
        ar: 'ننظم أيام العرض للشركات الناشئة وملتقيات المستثمرين والمنتديات المالية، بجدولة دقيقة للقاءات الثنائية وسرية عالية.',
        en: 'We run start-up demo days, investor forums and financial summits, with carefully scheduled one-to-one meetings and strict confidentiality.',
      },
      services: [
        { ar: 'أيام العرض', en: 'Demo days' },
        { ar: 'جدولة اللقاءات الثنائية', en: 'One-to-one meeting scheduling' },
        { ar: 'المنتديات المالية', en: 'Financial summits' },
      ],
      whyWeExcel: {
        ar: 'نستفيد من شبكة مسار التمويل والاستثمار لدينا في استقطاب الحضور النوعي.',
        en: 'Our finance and investment track’s network brings the right people into the room.',
      },
      stats: NO_STATS,
    },
    {
      id: 'government',
      icon: FlagOutlined,
      name: { ar: 'الجهات الحكومية', en: 'Government' },
      description: {
        ar: 'الفعاليات الرسمية والمبادرات الوطنية وورش العمل.',
        en: 'Official events, national initiatives and workshops.',
      },
      detailedDescription: {
        ar: 'ننظم الفعاليات الرسمية وإطلاق المبادرات الوطنية وورش العمل الحكومية وفق البروتوكولات المعتمدة ومعايير الأمن والسلامة.',
        en: 'We run official events, national initiative launches and government workshops according to protocol and safety standards.',
      },
      services: [
        { ar: 'المراسم والبروتوكول', en: 'Protocol and ceremonies' },
        { ar: 'إطلاق المبادرات', en: 'Initiative launches' },
        { ar: 'ورش العمل الحكومية', en: 'Government workshops' },
      ],
      whyWeExcel: {
        ar: 'التزام صارم بالبروتوكول والجداول الزمنية.',
        en: 'Strict adherence to protocol and schedules.',
      },
      stats: NO_STATS,
    },
    {
      id: 'culture',
      icon: SoundOutlined,
      name: { ar: 'الثقافة والترفيه', en: 'Culture and Entertainment' },
      description: {
        ar: 'المهرجانات والفعاليات الثقافية والمجتمعية.',
        en: 'Festivals and cultural and community events.',
      },
      detailedDescription: {
        ar: 'نصمم الفعاليات الثقافية والمهرجانات المجتمعية التي تحتفي بالهوية المحلية، ونتولى التصاريح والتشغيل وإدارة الحشود.',
        en: 'We design cultural events and community festivals that celebrate local identity, and handle permits, operations and crowd management.',
      },
      services: [
        { ar: 'تصميم التجربة الثقافية', en: 'Cultural experience design' },
        { ar: 'التصاريح والتشغيل', en: 'Permits and operations' },
        { ar: 'إدارة الحشود', en: 'Crowd management' },
      ],
      whyWeExcel: {
        ar: 'خبرة في التصاريح والتشغيل الميداني للفعاليات المفتوحة.',
        en: 'Experience with permits and field operations for open-air events.',
      },
      stats: NO_STATS,
    },
  ],
  whyChooseUs: [
    {
      icon: TeamOutlined,
      title: { ar: 'فريق تنفيذ متكامل', en: 'A complete delivery team' },
      description: {
        ar: 'تخطيط وتصميم وتسويق وتشغيل دون وسطاء.',
        en: 'Planning, design, marketing and operations without middlemen.',
      },
    },
    {
      icon: GlobalOutlined,
      title: { ar: 'شبكة موردين موثوقة', en: 'Trusted suppliers' },
      description: {
        ar: 'قاعات وتجهيزات وضيافة بأسعار تنافسية وجودة مضمونة.',
        en: 'Venues, equipment and catering at competitive prices and reliable quality.',
      },
    },
    {
      icon: SafetyCertificateOutlined,
      title: { ar: 'خطط طوارئ لكل فعالية', en: 'A contingency plan for every event' },
      description: {
        ar: 'نتوقع المخاطر ونجهز البدائل قبل يوم الفعالية.',
        en: 'We anticipate risks and prepare alternatives before the day.',
      },
    },
    {
      icon: BarChartOutlined,
      title: { ar: 'تقارير أثر واضحة', en: 'Clear impact reports' },
      description: {
        ar: 'أرقام الحضور والتفاعل والتغطية بعد كل فعالية.',
        en: 'Attendance, engagement and coverage figures after every event.',
      },
    },
  ],
  services: [
    {
      icon: ScheduleOutlined,
      title: { ar: 'تخطيط الفعاليات', en: 'Event planning' },
      description: {
        ar: 'الأهداف والميزانية والبرنامج والجدول الزمني.',
        en: 'Objectives, budget, programme and timeline.',
      },
    },
    {
      icon: SettingOutlined,
      title: { ar: 'إدارة الفعاليات', en: 'Event management' },
      description: {
        ar: 'إدارة الموقع والموردين والحضور يوم الفعالية.',
        en: 'Managing the venue, suppliers and attendees on the day.',
      },
    },
    {
      icon: NotificationOutlined,
      title: { ar: 'تسويق الفعاليات', en: 'Event marketing' },
      description: {
        ar: 'الحملات الرقمية والعلاقات الإعلامية والتسجيل.',
        en: 'Digital campaigns, media relations and registration.',
      },
    },
    {
      icon: LineChartOutlined,
      title: { ar: 'المتابعة والتقييم', en: 'Follow-up' },
      description: {
        ar: 'استبيانات الحضور وتقرير الأثر والتوصيات.',
        en: 'Attendee surveys, an impact report and recommendations.',
      },
    },
  ],
  processSteps: [
    {
      icon: BulbOutlined,
      title: { ar: 'التخطيط الاستراتيجي', en: 'Strategic planning' },
      description: {
        ar: 'نحدد الهدف والجمهور والرسالة والميزانية.',
        en: 'We set the goal, audience, message and budget.',
      },
    },
    {
      icon: BuildOutlined,
      title: { ar: 'التصميم والتنظيم', en: 'Design and organisation' },
      description: {
        ar: 'تصميم التجربة والموقع والبرنامج والموردين.',
        en: 'Designing the experience, venue, programme and suppliers.',
      },
    },
    {
      icon: NotificationOutlined,
      title: { ar: 'التسويق والترويج', en: 'Marketing and promotion' },
      description: {
        ar: 'حملات الوصول إلى الجمهور وإدارة التسجيل.',
        en: 'Campaigns to reach the audience and manage registration.',
      },
    },
    {
      icon: SettingOutlined,
      title: { ar: 'التنفيذ والإدارة', en: 'Execution and management' },
      description: {
        ar: 'إدارة الفعالية ميدانياً لحظة بلحظة.',
        en: 'Running the event on site, minute by minute.',
      },
    },
    {
      icon: BarChartOutlined,
      title: { ar: 'المتابعة والتقييم', en: 'Follow-up and evaluation' },
      description: {
        ar: 'قياس النتائج وتقرير الأثر والدروس المستفادة.',
        en: 'Measuring results, the impact report and lessons learned.',
      },
    },
  ],
  eventTypes: [
    {
      icon: SoundOutlined,
      name: { ar: 'المؤتمرات', en: 'Conferences' },
      attendees: { ar: '50 – 500 شخص', en: '50–500 people' },
      duration: { ar: '1 – 3 أيام', en: '1–3 days' },
    },
    {
      icon: ShopOutlined,
      name: { ar: 'المعارض', en: 'Exhibitions' },
      attendees: { ar: '100 – 1000 شخص', en: '100–1000 people' },
      duration: { ar: '1 – 7 أيام', en: '1–7 days' },
    },
    {
      icon: ApartmentOutlined,
      name: { ar: 'الفعاليات المؤسسية', en: 'Corporate events' },
      attendees: { ar: '20 – 200 شخص', en: '20–200 people' },
      duration: { ar: '3 – 8 ساعات', en: '3–8 hours' },
    },
    {
      icon: ReadOutlined,
      name: { ar: 'ورش العمل', en: 'Workshops' },
      attendees: { ar: '10 – 50 شخص', en: '10–50 people' },
      duration: { ar: '2 – 8 ساعات', en: '2–8 hours' },
    },
  ],
  extras: {
    overview: {
      ar: 'الفعالية الناجحة تبدأ قبل موعدها بأشهر. في هذا المسار نتولى رحلة الفعالية كاملة: من فهم أهدافك وتصميم التجربة، إلى التسويق والتنفيذ الميداني، وانتهاءً بتقرير يقيس ما تحقق فعلاً.',
      en: 'A successful event starts months before the day. In this track we take care of the whole journey: understanding your goals and designing the experience, marketing and on-site delivery, and finally a report that measures what was actually achieved.',
    },
    sectorsServed: [
      { ar: 'الأعمال', en: 'Business' },
      { ar: 'التقنية', en: 'Technology' },
      { ar: 'التعليم', en: 'Education' },
      { ar: 'الرعاية الصحية', en: 'Healthcare' },
      { ar: 'المالية', en: 'Finance' },
      { ar: 'القطاع الحكومي', en: 'Government' },
    ],
    methodology: [
      {
        icon: SolutionOutlined,
        title: { ar: 'الاستشارة', en: 'Consultation' },
        description: { ar: 'نستمع إلى أهدافك وتوقعاتك.', en: 'We listen to your goals and expectations.' },
      },
      {
        icon: ScheduleOutlined,
        title: { ar: 'التخطيط', en: 'Planning' },
        description: { ar: 'البرنامج والميزانية والجدول الزمني.', en: 'Programme, budget and timeline.' },
      },
      {
        icon: ToolOutlined,
        title: { ar: 'التحضير', en: 'Preparation' },
        description: { ar: 'الموقع والموردون والتسجيل والتجهيزات.', en: 'Venue, suppliers, registration and set-up.' },
      },
      {
        icon: RocketOutlined,
        title: { ar: 'التنفيذ', en: 'Execution' },
        description: { ar: 'إدارة يوم الفعالية بكل تفاصيله.', en: 'Running the day in every detail.' },
      },
      {
        icon: BarChartOutlined,
        title: { ar: 'التقييم', en: 'Evaluation' },
        description: { ar: 'قياس الأثر وتقرير ما بعد الفعالية.', en: 'Impact measurement and the post-event report.' },
      },
    ],
  },
};
