import { EVENTS_FEATURES } from '@consulting/contracts';
import { EVENTS_CARD } from './cards/events.ts';
import type { TrackContent } from './types.ts';

/**
 * The events-and-activities track page (spec §2 "Track pages"): seven target sectors, a services
 * grid, five process steps, four event types (spec §3) and the events extras.
 *
 * In English: a page downloads only its language's module; the
 * Arabic twin, `events.ar.ts`, has the same shape (track-content.test.ts).
 */
export const EVENTS_EN: TrackContent = {
  icon: EVENTS_CARD.icon,
  colors: EVENTS_CARD.colors,
  tagline: EVENTS_CARD.tagline.en,
  about:
    'We plan and run conferences, exhibitions, workshops and corporate events from concept to delivery and evaluation, with a complete team and a trusted supplier network. We look after every detail, from experience design and speakers to registration, media coverage and impact measurement.',
  features: EVENTS_FEATURES.map((feature) => feature.en),
  sectors: [
    {
      id: 'tech-conferences',
      icon: 'LaptopOutlined',
      name: 'Technology Conferences',
      description: 'Technology conferences, summits and hackathons.',
      detailedDescription:
        'We run technology conferences and hackathons with digital registration, live streaming and interactive demo zones, and bring in speakers and sponsors from leading tech companies.',
      services: ['Registration and live streaming', 'Speakers and sponsors', 'Hackathon management'],
      whyWeExcel: 'Experience running tech events with hundreds of attendees and dozens of parallel sessions.',
      stats: { clients: '500+', projects: '50+', growth: '200%' },
    },
    {
      id: 'corporate',
      icon: 'ApartmentOutlined',
      name: 'Business and Corporate',
      description: 'Annual meetings, product launches and staff events.',
      detailedDescription:
        'We run events that reflect your company’s identity: annual meetings, product launches, staff recognition nights, and client and partner gatherings.',
      services: ['Annual meetings', 'Product launch events', 'Staff recognition events'],
      whyWeExcel: 'We turn management’s messages into an experience attendees remember.',
      stats: { clients: '80+', projects: '120+', growth: '65%' },
    },
    {
      id: 'education',
      icon: 'ReadOutlined',
      name: 'Education',
      description: 'Education forums, graduations and student fairs.',
      detailedDescription:
        'We work with universities, schools and education bodies on academic forums, career fairs and graduation ceremonies, organised with the care the occasion deserves.',
      services: ['Academic forums', 'Career fairs', 'Graduation ceremonies'],
      whyWeExcel: 'We know the academic calendar and plan early for peak seasons.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'healthcare',
      icon: 'MedicineBoxOutlined',
      name: 'Healthcare',
      description: 'Medical conferences and health-awareness campaigns.',
      detailedDescription:
        'We organise medical conferences accredited for continuing-education hours and community awareness campaigns, following health-authority requirements.',
      services: ['CME accreditation', 'Health-awareness campaigns', 'Medical device exhibitions'],
      whyWeExcel: 'A team that knows the accreditation requirements for medical conferences.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'finance',
      icon: 'BankOutlined',
      name: 'Finance and Investment',
      description: 'Investor forums, demo days and financial summits.',
      detailedDescription:
        'We run start-up demo days, investor forums and financial summits, with carefully scheduled one-to-one meetings and strict confidentiality.',
      services: ['Demo days', 'One-to-one meeting scheduling', 'Financial summits'],
      whyWeExcel: 'Our finance and investment track’s network brings the right people into the room.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'government',
      icon: 'FlagOutlined',
      name: 'Government',
      description: 'Official events, national initiatives and workshops.',
      detailedDescription:
        'We run official events, national initiative launches and government workshops according to protocol and safety standards.',
      services: ['Protocol and ceremonies', 'Initiative launches', 'Government workshops'],
      whyWeExcel: 'Strict adherence to protocol and schedules.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
    {
      id: 'culture',
      icon: 'SoundOutlined',
      name: 'Culture and Entertainment',
      description: 'Festivals and cultural and community events.',
      detailedDescription:
        'We design cultural events and community festivals that celebrate local identity, and handle permits, operations and crowd management.',
      services: ['Cultural experience design', 'Permits and operations', 'Crowd management'],
      whyWeExcel: 'Experience with permits and field operations for open-air events.',
      stats: { clients: '-', projects: '-', growth: '-' },
    },
  ],
  whyChooseUs: [
    {
      icon: 'TeamOutlined',
      title: 'A complete delivery team',
      description: 'Planning, design, marketing and operations without middlemen.',
    },
    {
      icon: 'GlobalOutlined',
      title: 'Trusted suppliers',
      description: 'Venues, equipment and catering at competitive prices and reliable quality.',
    },
    {
      icon: 'SafetyCertificateOutlined',
      title: 'A contingency plan for every event',
      description: 'We anticipate risks and prepare alternatives before the day.',
    },
    {
      icon: 'BarChartOutlined',
      title: 'Clear impact reports',
      description: 'Attendance, engagement and coverage figures after every event.',
    },
  ],
  services: [
    { icon: 'ScheduleOutlined', title: 'Event planning', description: 'Objectives, budget, programme and timeline.' },
    {
      icon: 'SettingOutlined',
      title: 'Event management',
      description: 'Managing the venue, suppliers and attendees on the day.',
    },
    {
      icon: 'NotificationOutlined',
      title: 'Event marketing',
      description: 'Digital campaigns, media relations and registration.',
    },
    {
      icon: 'LineChartOutlined',
      title: 'Follow-up',
      description: 'Attendee surveys, an impact report and recommendations.',
    },
  ],
  processSteps: [
    {
      icon: 'BulbOutlined',
      title: 'Strategic planning',
      description: 'We set the goal, audience, message and budget.',
    },
    {
      icon: 'BuildOutlined',
      title: 'Design and organisation',
      description: 'Designing the experience, venue, programme and suppliers.',
    },
    {
      icon: 'NotificationOutlined',
      title: 'Marketing and promotion',
      description: 'Campaigns to reach the audience and manage registration.',
    },
    {
      icon: 'SettingOutlined',
      title: 'Execution and management',
      description: 'Running the event on site, minute by minute.',
    },
    {
      icon: 'BarChartOutlined',
      title: 'Follow-up and evaluation',
      description: 'Measuring results, the impact report and lessons learned.',
    },
  ],
  eventTypes: [
    { icon: 'SoundOutlined', name: 'Conferences', attendees: '50–500 people', duration: '1–3 days' },
    { icon: 'ShopOutlined', name: 'Exhibitions', attendees: '100–1000 people', duration: '1–7 days' },
    { icon: 'ApartmentOutlined', name: 'Corporate events', attendees: '20–200 people', duration: '3–8 hours' },
    { icon: 'ReadOutlined', name: 'Workshops', attendees: '10–50 people', duration: '2–8 hours' },
  ],
  extras: {
    overview:
      'A successful event starts months before the day. In this track we take care of the whole journey: understanding your goals and designing the experience, marketing and on-site delivery, and finally a report that measures what was actually achieved.',
    sectorsServed: ['Business', 'Technology', 'Education', 'Healthcare', 'Finance', 'Government'],
    methodology: [
      { icon: 'SolutionOutlined', title: 'Consultation', description: 'We listen to your goals and expectations.' },
      { icon: 'ScheduleOutlined', title: 'Planning', description: 'Programme, budget and timeline.' },
      { icon: 'ToolOutlined', title: 'Preparation', description: 'Venue, suppliers, registration and set-up.' },
      { icon: 'RocketOutlined', title: 'Execution', description: 'Running the day in every detail.' },
      { icon: 'BarChartOutlined', title: 'Evaluation', description: 'Impact measurement and the post-event report.' },
    ],
  },
};
