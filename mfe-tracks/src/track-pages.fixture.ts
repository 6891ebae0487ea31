import { TRACK_SLUGS } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { loadTrackContent } from './track-content/index.ts';
import { loadTrackPageTexts } from './features/track-page/track-page-texts.ts';

/**
 * Tests only: fetches every track's content chunk and the track pages' texts in both languages,
 * so a test renders a track page (and switches its language) without waiting for a chunk. The
 * tests that cover the waiting (track-page-language.test.tsx) do not call it.
 */
export async function preloadTrackPages(): Promise<void> {
  const languages: Language[] = ['ar', 'en'];
  await Promise.all(
    languages.flatMap((language) => [
      loadTrackPageTexts(language),
      ...TRACK_SLUGS.map((slug) => loadTrackContent(slug, language)),
    ]),
  );
}
