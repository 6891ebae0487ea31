import { INNOVATION_FEATURES } from '@consulting/contracts';
import card from './cards/innovation.json' with { type: 'json' };
import page from './innovation.ar.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The innovation track page in Arabic (index.ts lists what each track shows). */
export const INNOVATION_AR = trackPageContent(page, card, INNOVATION_FEATURES, 'ar');
