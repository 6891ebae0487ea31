import { LAUNCH_FEATURES } from '@consulting/contracts';
import card from './cards/launch.json' with { type: 'json' };
import page from './launch.en.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The launch track page in English (index.ts lists what each track shows). */
export const LAUNCH_EN = trackPageContent(page, card, LAUNCH_FEATURES, 'en');
