import { LineIcon } from '../ui-local/LineIcon.tsx';

/** Stroke paths for the track icon names of spec §3 ("shield", "lightbulb", …); no downloads. */
const PATHS: Record<string, string> = {
  shield: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z',
  lightbulb: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z',
  'trending-up': 'M3 17l6-6 4 4 8-8M14 7h7v7',
  rocket: 'M5 19c-1.5 1.5-2 5-2 5s3.5-.5 5-2M12 15l-3-3c1-4 4.5-9 12-10-1 7.5-6 11-9 13zM9 12H4l3-4h4M12 15v5l4-3v-4',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
};

/** A round badge with the track's line icon (a circle for unknown icon names). */
export function TrackIcon({ icon }: { icon: string }) {
  return <LineIcon d={PATHS[icon]} size={28} className="track-icon" />;
}
