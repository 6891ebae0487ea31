import { INTELLECTUAL_PROPERTY_FEATURES } from '@consulting/contracts';
import card from './cards/intellectual-property.json' with { type: 'json' };
import page from './intellectual-property.en.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The intellectual-property track page in English (index.ts lists what each track shows). */
export const INTELLECTUAL_PROPERTY_EN = trackPageContent(page, card, INTELLECTUAL_PROPERTY_FEATURES, 'en');
