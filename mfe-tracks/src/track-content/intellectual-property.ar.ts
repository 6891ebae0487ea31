import { INTELLECTUAL_PROPERTY_FEATURES } from '@consulting/contracts';
import card from './cards/intellectual-property.json' with { type: 'json' };
import page from './intellectual-property.ar.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The intellectual-property track page in Arabic (index.ts lists what each track shows). */
export const INTELLECTUAL_PROPERTY_AR = trackPageContent(page, card, INTELLECTUAL_PROPERTY_FEATURES, 'ar');
