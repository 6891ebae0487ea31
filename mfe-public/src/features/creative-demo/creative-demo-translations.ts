import { addTranslations } from '@consulting/platform';
import ar from './locales/creative-demo.ar.json' with { type: 'json' };
import en from './locales/creative-demo.en.json' with { type: 'json' };

/** i18next namespace of the creative demo page. */
export const CREATIVE_DEMO_NAMESPACE = 'public-creative-demo';

addTranslations(CREATIVE_DEMO_NAMESPACE, { ar, en: en satisfies typeof ar });
