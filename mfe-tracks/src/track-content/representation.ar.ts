import { REPRESENTATION_FEATURES } from '@consulting/contracts';
import card from './cards/representation.json' with { type: 'json' };
import page from './representation.ar.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The representation track page in Arabic (index.ts lists what each track shows). */
export const REPRESENTATION_AR = trackPageContent(page, card, REPRESENTATION_FEATURES, 'ar');
