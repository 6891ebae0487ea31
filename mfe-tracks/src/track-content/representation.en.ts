import { REPRESENTATION_FEATURES } from '@consulting/contracts';
import { REPRESENTATION_CARD } from './cards/representation.ts';
import type { TrackContent } from './types.ts';

/**
 * The representation-of-foreign-companies track page (spec §2 "Track pages"): six target sectors,
 * a services grid and five process steps; unlike investment and events it has no types list.
 *
 * In English: a page downloads only its language's module; the
 * Arabic twin, `representation.ar.ts`, has the same shape (track-content.test.ts).
 */
export const REPRESENTATION_EN: TrackContent = {
  icon: REPRESENTATION_CARD.icon,
  colors: REPRESENTATION_CARD.colors,
  tagline: REPRESENTATION_CARD.tagline.en,
  about:
    'We represent foreign companies in Saudi Arabia and help them study the market, choose the right legal form, incorporate and register with the authorities, and set up their operations, so they can start business with confidence, efficiently and in line with local regulations.',
  features: REPRESENTATION_FEATURES.map((feature) => feature.en),
  sectors: [
    {
      id: 'technology',
      icon: 'LaptopOutlined',
      name: 'Technology and Telecoms',
      description: 'Bringing software and cloud companies into the Kingdom.',
      detailedDescription:
        'Demand for digital solutions in the Kingdom is accelerating. We help foreign tech companies understand data-localisation and government-procurement rules, build a local team and win their first clients.',
      services: ['Data-localisation requirements', 'Government procurement readiness', 'Local team building'],
      whyWeExcel: 'We know the bodies and programmes that support tech investment in the Kingdom.',
      stats: { clients: '30+', projects: '45+', growth: '90%' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'Healthcare and Medical Devices',
      description: 'Medical product registration and representation with health authorities.',
      detailedDescription:
        'Medical products must be registered with the Saudi Food and Drug Authority and need an authorised representative. We handle registration files and legal representation, and connect you with distributors and providers.',
      services: ['Medical product registration', 'Authorised representative', 'Distributor introductions'],
      whyWeExcel: 'Close follow-up of registration files that saves months of waiting.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'industry',
      icon: 'ToolOutlined',
      name: 'Industry and Manufacturing',
      description: 'Setting up plants and local industrial partnerships.',
      detailedDescription:
        'We help foreign manufacturers benefit from local-content incentives, choose the right industrial city, and build manufacturing or distribution partnerships with Saudi companies.',
      services: ['Local-content incentives', 'Industrial site selection', 'Industrial partnerships'],
      whyWeExcel: 'We tie your industrial plan to the investment incentives available.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'construction',
      icon: 'BuildOutlined',
      name: 'Construction and Infrastructure',
      description: 'Bringing contractors and consultants into major projects.',
      detailedDescription:
        'The Kingdom’s giga-projects need international expertise. We help contractors and engineering firms obtain classification, pre-qualify with project owners and form alliances with local companies.',
      services: ['Contractor classification', 'Pre-qualification', 'Local alliances'],
      whyWeExcel: 'Practical knowledge of what major project owners require.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'consumer',
      icon: 'ShoppingCartOutlined',
      name: 'Food and Consumer Goods',
      description: 'Product registration and distribution channels.',
      detailedDescription:
        'We register food and consumer products and align labels with Saudi standards, and help you choose distributors and reach retail chains.',
      services: ['Product registration', 'Labelling and standards compliance', 'Distributor selection'],
      whyWeExcel: 'Relationships with distributors and retail chains across the regions.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'Education and Training',
      description: 'Opening branches of international education and training providers.',
      detailedDescription:
        'We support international education providers in obtaining licences and accreditation, finding the right premises and building partnerships with local institutions.',
      services: ['Licences and accreditation', 'Premises selection', 'Local partnerships'],
      whyWeExcel: 'We know the education and training licensing routes and what they require.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'FlagOutlined',
      title: 'Deep local knowledge',
      description: 'We know the Kingdom’s regulations, authorities and business culture.',
    },
    {
      icon: 'SolutionOutlined',
      title: 'One point of contact',
      description: 'An account manager who follows all your files across authorities.',
    },
    {
      icon: 'GlobalOutlined',
      title: 'We speak your language',
      description: 'Arabic and English communication, and clear reports for your head office.',
    },
    {
      icon: 'ClockCircleOutlined',
      title: 'Faster time to market',
      description: 'A parallel set-up plan that saves months of paperwork.',
    },
  ],
  services: [
    { icon: 'SearchOutlined', title: 'Market studies', description: 'Demand, competitors, prices and sales channels.' },
    {
      icon: 'IdcardOutlined',
      title: 'Incorporation and registration',
      description: 'Investment licence, commercial registration and authority sign-ups.',
    },
    {
      icon: 'SolutionOutlined',
      title: 'Commercial representation',
      description: 'We represent you with clients and authorities during set-up and after.',
    },
    {
      icon: 'UsergroupAddOutlined',
      title: 'Partners and distributors',
      description: 'We find, vet and arrange meetings with the right partners.',
    },
    {
      icon: 'HomeOutlined',
      title: 'Office and operations set-up',
      description: 'Premises, bank accounts, hiring and systems.',
    },
    {
      icon: 'AuditOutlined',
      title: 'Ongoing compliance',
      description: 'Renewals, statutory reporting and Saudisation requirements.',
    },
  ],
  processSteps: [
    {
      icon: 'SearchOutlined',
      title: 'Initial assessment',
      description: 'We assess your readiness and your prospects in the Saudi market.',
    },
    {
      icon: 'BulbOutlined',
      title: 'Strategic planning',
      description: 'We choose the legal form, location and entry plan.',
    },
    {
      icon: 'IdcardOutlined',
      title: 'Establishment and registration',
      description: 'Licences, commercial registration and authority sign-ups.',
    },
    { icon: 'HomeOutlined', title: 'Infrastructure setup', description: 'Premises, systems, accounts and hiring.' },
    {
      icon: 'RocketOutlined',
      title: 'Operations launch',
      description: 'Starting business and supporting the first months.',
    },
  ],
};
