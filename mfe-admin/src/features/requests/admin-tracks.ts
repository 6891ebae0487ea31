import { ADMIN_TRACK_OPTIONS as OPTIONS, ADMIN_TRACKS, type AdminTrack } from '@consulting/contracts';

/** The eight track values of the admin add-request form (spec §3), from contracts. */
export const ADMIN_TRACK_OPTIONS = ADMIN_TRACKS;
export type AdminTrackOption = AdminTrack;

/** Arabic labels of the admin track options (the admin panel is Arabic only). */
export const ADMIN_TRACK_LABELS = Object.fromEntries(OPTIONS.map((option) => [option.value, option.ar])) as Record<
  AdminTrack,
  string
>;
