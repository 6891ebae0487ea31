/**
 * The eight tracks an admin can file a request under (spec §3 "Admin add-request form", §9: "the
 * admin form offers 8 tracks"). Defined here until `@consulting/contracts` exports them.
 */
export const ADMIN_TRACK_OPTIONS = [
  'innovation',
  'intellectual-property',
  'quality',
  'marketing',
  'financing',
  'events',
  'capacity-building',
  'consulting',
] as const;
export type AdminTrackOption = (typeof ADMIN_TRACK_OPTIONS)[number];

/** Arabic labels of the admin track options (the admin panel is Arabic only). */
export const ADMIN_TRACK_LABELS: Record<AdminTrackOption, string> = {
  innovation: 'الابتكار',
  'intellectual-property': 'الملكية الفكرية',
  quality: 'الجودة',
  marketing: 'التسويق',
  financing: 'التمويل',
  events: 'الفعاليات',
  'capacity-building': 'بناء القدرات',
  consulting: 'الاستشارات',
};
