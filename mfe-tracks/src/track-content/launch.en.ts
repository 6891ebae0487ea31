import { LAUNCH_FEATURES } from '@consulting/contracts';
import { LAUNCH_CARD } from './cards/launch.ts';
import type { TrackContent } from './types.ts';

/**
 * The launch-and-branding track page (spec §2 "Track pages"): ten target sectors, and the
 * launch extras of spec §3 "Static lists" (services, sectors, methodology).
 *
 * In English: a page downloads only its language's module; the
 * Arabic twin, `launch.ar.ts`, has the same shape (track-content.test.ts).
 */
export const LAUNCH_EN: TrackContent = {
  icon: LAUNCH_CARD.icon,
  colors: LAUNCH_CARD.colors,
  tagline: LAUNCH_CARD.tagline.en,
  about:
    'From identity and brand building to a go-to-market plan, digital marketing and operational support, we launch your new project with well-planned steps and measurable results, and stay with you through the first months until the brand is established.',
  features: LAUNCH_FEATURES.map((feature) => feature.en),
  sectors: [
    {
      id: 'technology',
      icon: 'LaptopOutlined',
      name: 'Technology',
      description: 'Launching apps, platforms and digital products.',
      detailedDescription:
        'We turn a complex technical product into a clear message, build a landing page and a user-acquisition campaign, and measure activation and retention from week one.',
      services: ['Product messaging and positioning', 'User-acquisition campaigns', 'Activation and retention metrics'],
      whyWeExcel:
        'We have launched brands in technology and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '35+', projects: '60+', growth: '120%' },
    },
    {
      id: 'retail',
      icon: 'ShopOutlined',
      name: 'Retail',
      description: 'Opening stores and launching consumer brands.',
      detailedDescription:
        'We design the store experience from shopfront to packaging, plan an opening that draws visitors, and connect the physical store with digital channels.',
      services: ['Store experience and packaging', 'Opening plan', 'Omnichannel set-up'],
      whyWeExcel:
        'We have launched brands in retail and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '25+', projects: '40+', growth: '75%' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'Healthcare',
      description: 'Launching clinics, centres and health services.',
      detailedDescription:
        'We build an identity that reassures patients, follow health-advertising rules, and plan patient acquisition in the neighbourhood and city.',
      services: ['A trustworthy medical identity', 'Compliant content', 'Patient acquisition'],
      whyWeExcel:
        'We have launched brands in healthcare and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'finance',
      icon: 'BankOutlined',
      name: 'Financial Services',
      description: 'Launching fintech and banking products.',
      detailedDescription:
        'Trust is the basis of any financial product. We design a solid identity and clear messages about security and fees, and coordinate the launch with regulatory requirements.',
      services: ['A solid financial brand', 'Security and transparency messaging', 'Launch aligned with regulation'],
      whyWeExcel:
        'We have launched brands in financial services and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'manufacturing',
      icon: 'ToolOutlined',
      name: 'Manufacturing',
      description: 'Launching industrial products locally and for export.',
      detailedDescription:
        'We turn technical specifications into value buyers understand, prepare catalogues and sales materials, and represent you at trade shows.',
      services: ['Catalogues and sales materials', 'Trade-show participation', 'Export marketing plan'],
      whyWeExcel:
        'We have launched brands in manufacturing and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'services',
      icon: 'SolutionOutlined',
      name: 'Professional Services',
      description: 'Launching consultancies and specialist services.',
      detailedDescription:
        'We showcase your team’s expertise through reputation-building content, and design the client journey from first enquiry to contract.',
      services: ['Thought-leadership content', 'Client journey design', 'Professional LinkedIn presence'],
      whyWeExcel:
        'We have launched brands in professional services and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'food',
      icon: 'CoffeeOutlined',
      name: 'Food and Beverage',
      description: 'Opening restaurants, cafés and food brands.',
      detailedDescription:
        'We craft a brand story and a menu that reflects it, and plan an opening people talk about, through influencers and delivery platforms.',
      services: ['Brand story and menu design', 'Influencer campaigns', 'Delivery-platform presence'],
      whyWeExcel:
        'We have launched brands in food and beverage and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'fashion',
      icon: 'SkinOutlined',
      name: 'Fashion and Beauty',
      description: 'Launching fashion and cosmetics brands.',
      detailedDescription:
        'We build a distinctive visual identity and engaging social content, and plan the launch through online stores and seasonal pop-ups.',
      services: ['Distinctive visual identity', 'Social media content', 'Pop-ups and online stores'],
      whyWeExcel:
        'We have launched brands in fashion and beauty and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'real-estate',
      icon: 'BuildOutlined',
      name: 'Real Estate',
      description: 'Launching residential and commercial developments.',
      detailedDescription:
        'We name the development and build its identity, prepare off-plan sales materials, and run the launch event and lead-generation campaigns.',
      services: ['Project naming and identity', 'Off-plan sales materials', 'Lead-generation campaigns'],
      whyWeExcel:
        'We have launched brands in real estate and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'Education and Training',
      description: 'Launching schools, institutes and learning platforms.',
      detailedDescription:
        'We speak to students and parents alike, highlight learning outcomes, and plan enrolment campaigns around admission seasons.',
      services: ['Student and parent messaging', 'Admission-season campaigns', 'Open days'],
      whyWeExcel:
        'We have launched brands in education and training and know what catches its customers’ attention and earns their trust.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'StarOutlined',
      title: 'Data-driven creativity',
      description: 'Every creative decision rests on audience and competitor research.',
    },
    {
      icon: 'TeamOutlined',
      title: 'One complete team',
      description: 'Strategists, designers and digital marketers under one roof.',
    },
    {
      icon: 'ScheduleOutlined',
      title: 'Launch dates we keep',
      description: 'A clear timeline with agreed delivery milestones.',
    },
    {
      icon: 'LineChartOutlined',
      title: 'Support after launch',
      description: 'We measure results and refine campaigns through the first months.',
    },
  ],
  services: [
    {
      icon: 'CrownOutlined',
      title: 'Brand identity development',
      description: 'Name, logo, colours, brand guidelines and tone of voice.',
    },
    {
      icon: 'FundOutlined',
      title: 'Strategic marketing',
      description: 'Market analysis, positioning and the go-to-market plan.',
    },
    {
      icon: 'NotificationOutlined',
      title: 'Digital marketing',
      description: 'Content, paid advertising and search optimisation.',
    },
    {
      icon: 'SettingOutlined',
      title: 'Operational support',
      description: 'Setting up processes, sales channels and customer service for opening day.',
    },
  ],
  extras: {
    overview:
      'Launching a brand or new project is a moment you only get once. This track brings together strategy, creativity and execution so your project reaches its audience with a clear identity, a convincing message and a measurable plan.',
    sectorsServed: ['Technology', 'Retail', 'Healthcare', 'Finance', 'Manufacturing', 'Services'],
    methodology: [
      { icon: 'SearchOutlined', title: 'Analysis', description: 'Studying the market, the audience and competitors.' },
      { icon: 'BulbOutlined', title: 'Strategy', description: 'Brand positioning, messages and the launch plan.' },
      {
        icon: 'RocketOutlined',
        title: 'Implementation',
        description: 'Building the identity, running campaigns and the launch event.',
      },
      {
        icon: 'LineChartOutlined',
        title: 'Monitoring',
        description: 'Measuring performance and improving results continuously.',
      },
    ],
  },
};
