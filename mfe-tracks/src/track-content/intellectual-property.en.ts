import { INTELLECTUAL_PROPERTY_FEATURES } from '@consulting/contracts';
import { INTELLECTUAL_PROPERTY_CARD } from './cards/intellectual-property.ts';
import type { TrackContent } from './types.ts';

/** The intellectual-property track page (spec §2 "Track pages"): seven target sectors. */
export const INTELLECTUAL_PROPERTY_EN: TrackContent = {
  icon: INTELLECTUAL_PROPERTY_CARD.icon,
  colors: INTELLECTUAL_PROPERTY_CARD.colors,
  tagline: INTELLECTUAL_PROPERTY_CARD.tagline.en,
  about:
    'We support you at every stage of protecting your intellectual assets: from prior searches and examination, to preparing and filing applications with the Saudi Authority for Intellectual Property and regional and international offices, then managing, licensing and defending your portfolio. Our aim is to turn your ideas and brands into protected assets that earn a return.',
  features: INTELLECTUAL_PROPERTY_FEATURES.map((feature) => feature.en),
  sectors: [
    {
      id: 'technology',
      icon: 'LaptopOutlined',
      name: 'Technology Sector',
      description: 'Protecting software, apps, algorithms and digital brands.',
      detailedDescription:
        'Technology companies rely on intangible assets that are easy to copy. We protect source code through copyright, technical inventions through patents where they qualify, and product and app names through registered trademarks in the Kingdom and in expansion markets.',
      services: ['Software copyright registration', 'Technology patents', 'Domain name and app protection'],
      whyWeExcel:
        'A team that combines legal and technical expertise, so it understands your product before drafting its protection.',
      stats: { clients: '150+', projects: '300+', growth: '85%' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'Healthcare and Pharmaceuticals',
      description: 'Patents for medicines and medical devices, and pharmaceutical brands.',
      detailedDescription:
        'Pharmaceutical and medical innovations take years of research, and their value depends on sound protection. We prepare patent applications for formulations and devices, register pharmaceutical trademarks, and track protection terms and renewals.',
      services: ['Formulation patents', 'Medical device protection', 'Pharmaceutical trademark registration'],
      whyWeExcel:
        'We work with patent agents specialised in life sciences and know the requirements of health regulators.',
      stats: { clients: '40+', projects: '90+', growth: '60%' },
    },
    {
      id: 'manufacturing',
      icon: 'ToolOutlined',
      name: 'Industry and Manufacturing',
      description: 'Protecting industrial designs, production processes and new products.',
      detailedDescription:
        'Manufacturers need to protect both how a product looks and how it is made. We register industrial designs, protect new processes through patents or trade secrets, and set internal policies that safeguard know-how.',
      services: ['Industrial design registration', 'Process patents', 'Trade secret policies'],
      whyWeExcel:
        'We tie protection to your production and export plans so it covers the markets you actually sell in.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'creative',
      icon: 'VideoCameraOutlined',
      name: 'Creative Industries and Media',
      description: 'Copyright for content, designs, artworks and media productions.',
      detailedDescription:
        'Content is the capital of media and arts creators. We document copyright in visual, written and musical works, draft licensing and assignment contracts, and pursue unauthorised use across digital platforms.',
      services: ['Copyright documentation', 'Licensing and assignment contracts', 'Monitoring unauthorised use'],
      whyWeExcel: 'We understand digital-media revenue models and build protection around how your content earns.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'retail',
      icon: 'ShopOutlined',
      name: 'Retail and Franchising',
      description: 'Protecting brands and store identity before franchising.',
      detailedDescription:
        'A brand that is not protected cannot be franchised. We register the brand and its identity in the right classes, review franchise agreements from an IP perspective, and extend protection to the countries you target.',
      services: [
        'Trademark filing in the right classes',
        'Franchise agreement review',
        'International filing under the Madrid system',
      ],
      whyWeExcel: 'Hands-on experience preparing Saudi brands for Gulf and regional expansion.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'Education and Research',
      description: 'Protecting the output of universities and research centres, and technology transfer.',
      detailedDescription:
        'Universities and research centres produce knowledge that can be commercialised. We help technology-transfer offices assess whether inventions can be protected, file patent applications, and license them to industry.',
      services: ['Patentability assessment', 'Technology-transfer office support', 'Licensing research to industry'],
      whyWeExcel: 'We speak both the researcher’s and the investor’s language, closing the gap between lab and market.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'food',
      icon: 'CoffeeOutlined',
      name: 'Food and Hospitality',
      description: 'Protecting restaurant and food-product brands and their recipes.',
      detailedDescription:
        'In food, the brand and the recipe make the difference. We register restaurant and product brands and their packaging, protect recipes as trade secrets, and watch the market for confusingly similar marks.',
      services: ['Restaurant and product trademarks', 'Recipe trade-secret protection', 'Similar-mark watch'],
      whyWeExcel: 'We move fast because branch openings do not wait, and we prioritise filings by your expansion plan.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'TeamOutlined',
      title: 'Accredited experts',
      description: 'Agents and advisers experienced in Saudi and international IP systems.',
    },
    {
      icon: 'GlobalOutlined',
      title: 'Protection across borders',
      description: 'We extend your protection to Gulf and international markets through international treaties.',
    },
    {
      icon: 'ClockCircleOutlined',
      title: 'Follow-through to registration',
      description: 'We handle office actions and statutory deadlines until the certificate is issued.',
    },
    { icon: 'DollarOutlined', title: 'Clear fees', description: 'Detailed quotes upfront, with no surprise charges.' },
  ],
};
