import type { Statistic } from '../models/statistic.model.ts';

/** A seeded statistic: its stable seed key and the stored fields (dates are set on insert). */
export type DefaultStatistic = { key: string } & Omit<Statistic, 'created_at' | 'updated_at'>;

/**
 * The four home statistics seeded at first start (spec §2 "Track overview", §9: 6 tracks,
 * 50+ projects, 15+ sectors, 100% success), in display order; the home grid has four columns.
 */
export const DEFAULT_STATISTICS: readonly DefaultStatistic[] = [
  {
    key: 'tracks',
    title_ar: 'مسارات الخدمة',
    title_en: 'Service Tracks',
    value: '6',
    description_ar: 'مسارات متكاملة من الملكية الفكرية إلى تمثيل الشركات الأجنبية',
    description_en: 'Integrated tracks, from intellectual property to representing foreign companies',
    sort_order: 1,
  },
  {
    key: 'projects',
    title_ar: 'مشروع',
    title_en: 'Projects',
    value: '50+',
    description_ar: 'مشاريع رافقناها من الفكرة إلى التنفيذ',
    description_en: 'Projects we have taken from idea to delivery',
    sort_order: 2,
  },
  {
    key: 'sectors',
    title_ar: 'قطاع',
    title_en: 'Sectors',
    value: '15+',
    description_ar: 'قطاعات اقتصادية نخدمها في المملكة',
    description_en: 'Economic sectors we serve in the Kingdom',
    sort_order: 3,
  },
  {
    key: 'success',
    title_ar: 'نسبة النجاح',
    title_en: 'Success',
    value: '100%',
    description_ar: 'التزام كامل بنجاح عملائنا',
    description_en: 'Full commitment to our clients’ success',
    sort_order: 4,
  },
];
