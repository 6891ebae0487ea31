import { EVENTS_FEATURES } from '@consulting/contracts';
import card from './cards/events.json' with { type: 'json' };
import page from './events.ar.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The events track page in Arabic (index.ts lists what each track shows). */
export const EVENTS_AR = trackPageContent(page, card, EVENTS_FEATURES, 'ar');
