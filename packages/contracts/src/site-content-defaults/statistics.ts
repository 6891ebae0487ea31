import type { HomeStatisticRecord } from '../site-content.ts';

/** The home statistics band (spec §2 "Home", §9: 6 tracks, 50+ projects, 15+ sectors, 100% success). */
export const DEFAULT_STATISTICS: HomeStatisticRecord[] = [
  {
    id: 'statistic-1',
    sort_order: 1,
    is_active: true,
    value: '6',
    title_ar: 'مسارات الخدمة',
    title_en: 'Service Tracks',
    description_ar: 'مسارات متكاملة لخدمة أعمالك',
    description_en: 'Integrated tracks for your business',
  },
  {
    id: 'statistic-2',
    sort_order: 2,
    is_active: true,
    value: '50+',
    title_ar: 'مشروع',
    title_en: 'Projects',
    description_ar: 'مشاريع رافقناها من الفكرة إلى التنفيذ',
    description_en: 'Projects taken from idea to delivery',
  },
  {
    id: 'statistic-3',
    sort_order: 3,
    is_active: true,
    value: '15+',
    title_ar: 'قطاع',
    title_en: 'Sectors',
    description_ar: 'قطاعات اقتصادية نخدمها في المملكة',
    description_en: 'Economic sectors we serve in the Kingdom',
  },
  {
    id: 'statistic-4',
    sort_order: 4,
    is_active: true,
    value: '100%',
    title_ar: 'نسبة النجاح',
    title_en: 'Success',
    description_ar: 'التزام كامل بنجاح عملائنا',
    description_en: 'Full commitment to our clients’ success',
  },
];
