import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDER_FIRST_FRAME_CLASS } from '@consulting/contracts/prerender-boot';
import { SITE_FONTS } from '@consulting/ui';

const globalCss = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

describe('the shell’s base stylesheet (spec §1 fonts, issue 16 part 4)', () => {
  it('declares the same font stacks as the React components use (SITE_FONTS)', () => {
    expect(globalCss).toContain(`--font-ar: ${SITE_FONTS.ar};`);
    expect(globalCss).toContain(`--font-en: ${SITE_FONTS.en};`);
  });

  it('falls back to the platform UI font right after the site’s own faces', () => {
    for (const stack of Object.values(SITE_FONTS)) {
      const families = stack.split(',').map((family) => family.trim());
      expect(families.indexOf('system-ui')).toBe(2);
      expect(families.at(-1)).toBe('sans-serif');
    }
  });

  it('keeps a part of the page that waits for its frame of layout out of the layout', () => {
    expect(globalCss).toMatch(/\[data-layout-pending\]\s*\{\s*display:\s*none !important;\s*\}/);
  });

  it("keeps the prerender out of layout while the gateway's boot script marks the first frame pending", () => {
    expect(globalCss).toMatch(
      new RegExp(`\\.${PRERENDER_FIRST_FRAME_CLASS} #root > \\[data-prerendered\\]\\s*\\{\\s*display:\\s*none;\\s*\\}`),
    );
  });
});
