import { addTranslations } from '@consulting/platform';
import ar from './tracks.ar.json' with { type: 'json' };
import en from './tracks.en.json' with { type: 'json' };

/**
 * The `tracks` i18next namespace's texts every page uses (`tracks.<language>.json`); registered
 * when the remote's routes module loads. `request.*` names the request types, on the track pages'
 * call-to-action and on the request form. Each page's own texts (`page.*`, `overview.*`,
 * `request.*`) are registered into the same namespace by its feature (`track-page-texts.ts` and
 * its siblings under `features/`), so a page's chunk carries only its own.
 */
export const TRACKS_TEXTS = { ar, en };

addTranslations('tracks', TRACKS_TEXTS);
