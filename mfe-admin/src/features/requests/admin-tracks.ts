import { ADMIN_TRACK_OPTIONS, type AdminTrack } from '@consulting/contracts';

/** Arabic labels of the eight admin tracks (spec §3; the admin panel is Arabic only). */
export const ADMIN_TRACK_LABELS = Object.fromEntries(
  ADMIN_TRACK_OPTIONS.map((option) => [option.value, option.ar]),
) as Record<AdminTrack, string>;
