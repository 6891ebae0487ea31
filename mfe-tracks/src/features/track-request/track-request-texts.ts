import { addTranslations } from '@consulting/platform';
import ar from './track-request-texts.ar.json' with { type: 'json' };
import en from './track-request-texts.en.json' with { type: 'json' };

/**
 * The `tracks` namespace's texts of the track request form (`request.*`), registered when this feature's chunk loads
 * (a page's chunk carries only its own texts; the shared ones are in `src/translations.ts`).
 */
export const TRACK_REQUEST_TEXTS = { ar, en };

addTranslations('tracks', TRACK_REQUEST_TEXTS);
