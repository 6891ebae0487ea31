import { describe, expect, it } from 'vitest';
import { TRACK_SLUGS } from '@consulting/contracts';
import { loadAllTrackContent, type TrackContent } from './index.ts';

/** `content` with every text replaced by its type, so the two languages' modules compare by shape. */
function shape(content: TrackContent): unknown {
  return JSON.parse(JSON.stringify(content), (key, value: unknown) =>
    typeof value === 'string' && !['id', 'icon', 'clients', 'projects', 'growth'].includes(key) && !/^#/.test(value)
      ? 'text'
      : value,
  );
}

describe('track content in two languages (one module per track and language)', () => {
  it('gives each track the same sectors, icons, figures and lists in Arabic and English', async () => {
    const [ar, en] = await Promise.all([loadAllTrackContent('ar'), loadAllTrackContent('en')]);
    for (const slug of TRACK_SLUGS) {
      expect(shape(ar[slug]), slug).toEqual(shape(en[slug]));
      expect(ar[slug].about, slug).not.toBe(en[slug].about);
      expect(ar[slug].about, slug).toMatch(/[\u0600-\u06FF]/);
      expect(en[slug].about, slug).not.toMatch(/[\u0600-\u06FF]/);
      // The JSON's shapes the types cannot check: a hero gradient of two colours, three services a sector.
      expect(en[slug].colors, slug).toHaveLength(2);
      for (const sector of [...ar[slug].sectors, ...en[slug].sectors]) expect(sector.services, slug).toHaveLength(3);
    }
  });
});
