import { INVESTMENT_FEATURES } from '@consulting/contracts';
import card from './cards/investment.json' with { type: 'json' };
import page from './investment.en.json' with { type: 'json' };
import { trackPageContent } from './track-page-content.ts';

/** The investment track page in English (index.ts lists what each track shows). */
export const INVESTMENT_EN = trackPageContent(page, card, INVESTMENT_FEATURES, 'en');
