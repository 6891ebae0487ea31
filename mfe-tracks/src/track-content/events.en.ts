import { EVENTS_FEATURES } from '@consulting/contracts';
import card from './cards/events.json' with { type: 'json' };
import page from './events.en.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The events track page in English (index.ts lists what each track shows). */
export const EVENTS_EN = trackPageContent(page, card, EVENTS_FEATURES, 'en');
