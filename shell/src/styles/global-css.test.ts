import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_FONTS } from '@consulting/ui';

const globalCss = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

describe('the shell’s base stylesheet (spec §1 fonts)', () => {
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
});
