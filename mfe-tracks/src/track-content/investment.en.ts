import { INVESTMENT_FEATURES } from '@consulting/contracts';
import { INVESTMENT_CARD } from './cards/investment.ts';
import type { TrackContent } from './types.ts';

/**
 * The finance-and-investment track page (spec §2 "Track pages"): six target sectors, a services
 * grid, six process steps and four financing types (spec §3).
 *
 * In English: a page downloads only its language's module; the
 * Arabic twin, `investment.ar.ts`, has the same shape (track-content.test.ts).
 */
export const INVESTMENT_EN: TrackContent = {
  icon: INVESTMENT_CARD.icon,
  colors: INVESTMENT_CARD.colors,
  tagline: INVESTMENT_CARD.tagline.en,
  about:
    'We get your project ready for investment with feasibility studies, financial plans and professional pitch decks, connect you with angel investors, venture funds and public and private funders, and stay with you through negotiation until the round closes and beyond.',
  features: INVESTMENT_FEATURES.map((feature) => feature.en),
  sectors: [
    {
      id: 'tech-startups',
      icon: 'LaptopOutlined',
      name: 'Technology Start-ups',
      description: 'Early rounds and venture capital for technology companies.',
      detailedDescription:
        'We prepare technology start-ups for pre-seed, seed and Series A rounds: a fair valuation, a convincing financial model and a pitch deck that answers investors’ questions before they ask, then introductions to funds that invest at their stage.',
      services: ['Investor pitch deck', 'Valuation and round structuring', 'Venture fund introductions'],
      whyWeExcel: 'Direct relationships with funds and investors active in the Saudi ecosystem.',
      stats: { clients: '150+', projects: '200+', growth: '180%' },
    },
    {
      id: 'real-estate',
      icon: 'HomeOutlined',
      name: 'Real Estate Development',
      description: 'Financing property projects, funds and partnerships.',
      detailedDescription:
        'We prepare real-estate feasibility studies and cash-flow models, and help developers structure financing across banks, real-estate funds and partners, balancing return and risk.',
      services: ['Real-estate feasibility studies', 'Financing structure', 'Fund partnerships'],
      whyWeExcel: 'Detailed financial models that lenders accept without rework.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'Healthcare',
      description: 'Financing clinics, medical centres and health technology.',
      detailedDescription:
        'Healthcare is growing with privatisation and health transformation. We prepare demand studies and financial plans for medical facilities, and connect them with investors and specialised funding programmes.',
      services: ['Healthcare demand studies', 'Medical facility financial plans', 'Specialised funding programmes'],
      whyWeExcel: 'We understand health licensing and its effect on timelines and costs.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'industry',
      icon: 'ToolOutlined',
      name: 'Industry',
      description: 'Financing factories, production lines and industrial expansion.',
      detailedDescription:
        'We help manufacturers prepare financing files for industrial development funds and banks, estimate capital needs, and attract strategic partners for expansion.',
      services: ['Development fund applications', 'Capital expenditure planning', 'Strategic partner search'],
      whyWeExcel: 'Experience with the requirements of public industrial lenders.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'retail',
      icon: 'ShoppingCartOutlined',
      name: 'Retail and E-commerce',
      description: 'Growth financing for branches and digital platforms.',
      detailedDescription:
        'We analyse the unit economics of stores and platforms, build a fundable expansion plan, and choose the right mix of debt and equity.',
      services: ['Unit economics analysis', 'Expansion plan', 'Financing mix'],
      whyWeExcel: 'We connect day-to-day operating numbers with the growth story investors look for.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'energy',
      icon: 'ThunderboltOutlined',
      name: 'Renewable Energy',
      description: 'Financing clean-energy and sustainability projects.',
      detailedDescription:
        'We help solar, energy-efficiency and sustainability projects build long-term return models and reach green finance and impact-minded investors.',
      services: ['Long-term return models', 'Green finance', 'Impact investors'],
      whyWeExcel: 'We follow the Kingdom’s renewable-energy targets and support programmes closely.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'TeamOutlined',
      title: 'A wide investor network',
      description: 'Angel investors, funds and public and private funders.',
    },
    {
      icon: 'FileTextOutlined',
      title: 'Professional-grade documents',
      description: 'Studies, models and decks built to institutional investors’ standards.',
    },
    {
      icon: 'SafetyCertificateOutlined',
      title: 'Strict confidentiality',
      description: 'Your data is protected by non-disclosure agreements at every step.',
    },
    {
      icon: 'TrophyOutlined',
      title: 'With you until closing',
      description: 'We do not stop at the introduction; we follow negotiation, closing and after.',
    },
  ],
  services: [
    {
      icon: 'SearchOutlined',
      title: 'Feasibility studies',
      description: 'Market, technical and financial studies that show clearly whether a project works.',
    },
    {
      icon: 'BarChartOutlined',
      title: 'Financial modelling',
      description: 'Five-year revenue, cost and cash-flow projections.',
    },
    { icon: 'FundOutlined', title: 'Valuation', description: 'Valuing the business with the methods investors use.' },
    {
      icon: 'FileTextOutlined',
      title: 'Investment memoranda',
      description: 'A pitch deck and memorandum that tell your story with numbers.',
    },
    {
      icon: 'UsergroupAddOutlined',
      title: 'Investor introductions',
      description: 'Access to investors and funders that match your stage.',
    },
    {
      icon: 'AuditOutlined',
      title: 'Due diligence support',
      description: 'Preparing the data room and answering investors’ questions.',
    },
  ],
  processSteps: [
    {
      icon: 'SearchOutlined',
      title: 'Initial assessment',
      description: 'We learn your project, its stage and its funding need.',
    },
    {
      icon: 'FileTextOutlined',
      title: 'Material preparation',
      description: 'Feasibility study, financial model and pitch deck.',
    },
    {
      icon: 'UsergroupAddOutlined',
      title: 'Investor identification',
      description: 'A shortlist of investors suited to your sector and stage.',
    },
    {
      icon: 'SolutionOutlined',
      title: 'Pitches and negotiations',
      description: 'We prepare you for pitches and support you in negotiating terms.',
    },
    {
      icon: 'CarryOutOutlined',
      title: 'Deal completion',
      description: 'Agreements and due diligence through to closing.',
    },
    {
      icon: 'LineChartOutlined',
      title: 'Follow-up',
      description: 'Investor reporting and readiness for the next round.',
    },
  ],
  financingTypes: [
    { name: 'Seed funding', amount: 'SAR 50K – 500K', stage: 'Early stage' },
    { name: 'Venture capital', amount: 'SAR 500K – 5M', stage: 'Growth stage' },
    { name: 'Growth capital', amount: 'SAR 5M – 50M', stage: 'Expansion stage' },
    { name: 'Private equity', amount: 'SAR 50M+', stage: 'Mature stage' },
  ],
};
