import type { TrackSlug } from '@consulting/contracts';
import { BulbOutlined } from '../icons/svg/BulbOutlined.ts';
import { CalendarOutlined } from '../icons/svg/CalendarOutlined.ts';
import { RiseOutlined } from '../icons/svg/RiseOutlined.ts';
import { RocketOutlined } from '../icons/svg/RocketOutlined.ts';
import { SafetyCertificateOutlined } from '../icons/svg/SafetyCertificateOutlined.ts';
import { TeamOutlined } from '../icons/svg/TeamOutlined.ts';
import type { TrackCard } from './types.ts';

/**
 * What the track overview shows of each track (spec §2 "Track overview"): icon, hero colours and
 * tagline. Kept apart from the full content so the overview does not download all six tracks'
 * pages (issue 6); each track's content spreads its card in.
 */
export const TRACK_CARDS: Record<TrackSlug, TrackCard> = {
  'intellectual-property': {
    icon: SafetyCertificateOutlined,
    colors: ['#0b3d6b', '#1677ff'],
    tagline: {
      ar: 'نحمي أفكارك ونحوّلها إلى أصول ذات قيمة',
      en: 'We protect your ideas and turn them into valuable assets',
    },
  },
  innovation: {
    icon: BulbOutlined,
    colors: ['#3b1a6b', '#7b4dff'],
    tagline: {
      ar: 'حلول مبتكرة تصنع ميزتك التنافسية',
      en: 'Innovative solutions that build your competitive edge',
    },
  },
  investment: {
    icon: RiseOutlined,
    colors: ['#0b4d3b', '#13a86b'],
    tagline: {
      ar: 'نربط مشروعك بالتمويل المناسب',
      en: 'We connect your project with the right funding',
    },
  },
  launch: {
    icon: RocketOutlined,
    colors: ['#6b2a0b', '#fa8c16'],
    tagline: {
      ar: 'من الفكرة إلى السوق بهوية متكاملة',
      en: 'From idea to market with a complete identity',
    },
  },
  events: {
    icon: CalendarOutlined,
    colors: ['#6b0b3d', '#eb2f96'],
    tagline: {
      ar: 'فعاليات تترك أثراً',
      en: 'Events that leave a lasting impression',
    },
  },
  representation: {
    icon: TeamOutlined,
    colors: ['#0b2f4d', '#13a8a8'],
    tagline: {
      ar: 'بوابتك إلى السوق السعودي',
      en: 'Your gateway to the Saudi market',
    },
  },
};
