import { LineIcon } from '../../ui-local/LineIcon.tsx';
import type { AboutIconName } from './company-data.ts';

/** Stroke paths (24×24) of the about pages' icons; drawn inline, nothing downloaded. */
const PATHS: Record<AboutIconName, string> = {
  shield: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zM9 12l2 2 4-4',
  lightbulb: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  flag: 'M4 22V4M4 4h13l-2 4 2 4H4',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6M15 8h5v5',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  handshake: 'M2 11l4-4 4 2 3-2 4 1 5 4M6 7v7l4 4 2-1 2 2 2-1 2 1 3-4M10 12l3 3',
  rocket: 'M5 19c-1.5 1.5-2 5-2 5s3.5-.5 5-2M12 15l-3-3c1-4 4.5-9 12-10-1 7.5-6 11-9 13zM9 12H4l3-4h4M12 15v5l4-3v-4',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 22l5-3 5 3-1.5-8',
};

/** A round badge with one of the about pages' line icons. */
export function AboutIcon({ name, size = 26 }: { name: AboutIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} className="about-icon" />;
}
