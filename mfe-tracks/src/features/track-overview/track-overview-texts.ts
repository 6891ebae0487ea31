import { addTranslations } from '@consulting/platform';
import ar from './track-overview-texts.ar.json' with { type: 'json' };
import en from './track-overview-texts.en.json' with { type: 'json' };

/**
 * The `tracks` namespace's texts of the tracks overview (`overview.*`), registered when this feature's chunk loads
 * (a page's chunk carries only its own texts; the shared ones are in `src/translations.ts`).
 */
export const TRACK_OVERVIEW_TEXTS = { ar, en };

addTranslations('tracks', TRACK_OVERVIEW_TEXTS);
