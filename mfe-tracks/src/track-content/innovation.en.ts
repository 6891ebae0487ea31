import { INNOVATION_FEATURES } from '@consulting/contracts';
import { INNOVATION_CARD } from './cards/innovation.ts';
import type { TrackContent } from './types.ts';

/** The business-innovation track page (spec §2 "Track pages"): four target sectors. */
export const INNOVATION_EN: TrackContent = {
  icon: INNOVATION_CARD.icon,
  colors: INNOVATION_CARD.colors,
  tagline: INNOVATION_CARD.tagline.en,
  about:
    'We help organisations turn ideas into products, services and business models that can grow, through design thinking, rapid experimentation and a culture of innovation within their teams. We start from your customers’ real problem and test solutions with them before investing in them.',
  features: INNOVATION_FEATURES.map((feature) => feature.en),
  sectors: [
    {
      id: 'government',
      icon: 'BankOutlined',
      name: 'Government Entities',
      description: 'Designing citizen-centred government services.',
      detailedDescription:
        'We work with government entities to redesign the user journey, simplify procedures and set up innovation labs, in line with Vision 2030 goals for digital transformation and service quality.',
      services: ['Citizen journey design', 'Innovation lab set-up', 'Process simplification'],
      whyWeExcel: 'We know how government works and deliver outputs that fit its regulations and budgets.',
      stats: { clients: '20+', projects: '45+', growth: '70%' },
    },
    {
      id: 'corporate',
      icon: 'ApartmentOutlined',
      name: 'Large Corporations',
      description: 'Building corporate innovation systems and managing new ventures.',
      detailedDescription:
        'Large companies struggle to innovate at market speed. We design innovation governance, run internal idea programmes and build partnerships with start-ups to speed up product development.',
      services: ['Innovation governance', 'Internal idea programmes', 'Start-up partnerships'],
      whyWeExcel: 'We measure innovation by its business return, not by the number of ideas collected.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'smes',
      icon: 'RocketOutlined',
      name: 'SMEs and Start-ups',
      description: 'Testing ideas and building business models that scale.',
      detailedDescription:
        'We help founders validate their ideas with customers before spending, build a first product, and shape a business model and growth plan that convince investors.',
      services: ['Idea validation', 'Minimum viable product', 'Business model and growth plan'],
      whyWeExcel: 'A practical, short-cycle method that fits a young company’s resources.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'nonprofit',
      icon: 'HeartOutlined',
      name: 'Non-profit Sector',
      description: 'Social innovation that increases impact and sustainability.',
      detailedDescription:
        'We help charities and foundations design higher-impact programmes, diversify their income and measure the social return of their initiatives.',
      services: ['Social programme design', 'Financial sustainability models', 'Social return measurement'],
      whyWeExcel: 'Every recommendation balances social impact with financial efficiency.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'ExperimentOutlined',
      title: 'Proven methods',
      description: 'Design thinking, rapid experimentation and lean business models.',
    },
    {
      icon: 'TeamOutlined',
      title: 'We work with your team',
      description: 'We transfer skills to your team so innovation continues after the project ends.',
    },
    {
      icon: 'LineChartOutlined',
      title: 'Measurable results',
      description: 'Clear performance indicators for every initiative from day one.',
    },
    {
      icon: 'FlagOutlined',
      title: 'Local market insight',
      description: 'Solutions built for Saudi customers and Vision 2030 goals.',
    },
  ],
};
