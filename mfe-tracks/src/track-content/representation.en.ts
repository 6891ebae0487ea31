import { REPRESENTATION_FEATURES } from '@consulting/contracts';
import card from './cards/representation.json' with { type: 'json' };
import page from './representation.en.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The representation track page in English (index.ts lists what each track shows). */
export const REPRESENTATION_EN = trackPageContent(page, card, REPRESENTATION_FEATURES, 'en');
