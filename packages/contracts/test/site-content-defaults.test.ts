import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_CONTENT,
  GOAL_HORIZONS,
  HERO_THEMES,
  SITE_CONTENT_LIST_TYPES,
  SOCIAL_NETWORKS,
  type ListItemFields,
} from '../src/index.ts';

/** ISO 13616 mod-97 check of an IBAN (rearranged, letters as 10..35, remainder 1). */
function ibanIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const lists = (): [string, ListItemFields[]][] => [
  ['team', DEFAULT_SITE_CONTENT.team],
  ['partners', DEFAULT_SITE_CONTENT.partners],
  ['bank-accounts', DEFAULT_SITE_CONTENT.bank_accounts],
  ['hero-slides', DEFAULT_SITE_CONTENT.hero_slides],
  ['statistics', DEFAULT_SITE_CONTENT.statistics],
  ['goals', DEFAULT_SITE_CONTENT.goals],
];

describe('DEFAULT_SITE_CONTENT (the built-in texts)', () => {
  it('holds the spec §9 counts: 4 leaders, 5 partners, 3 accounts, 5 slides, 4 statistics, 4+3+3 goals', () => {
    expect(lists().map(([type]) => type)).toEqual([...SITE_CONTENT_LIST_TYPES]);
    expect(lists().map(([, items]) => items.length)).toEqual([4, 5, 3, 5, 4, 10]);
    expect(GOAL_HORIZONS.map((h) => DEFAULT_SITE_CONTENT.goals.filter((g) => g.horizon === h).length)).toEqual([
      4, 3, 3,
    ]);
    expect(DEFAULT_SITE_CONTENT.version).toBe('builtin');
  });

  it('gives every item a unique stable id, sort_order by position from 1, active, no image', () => {
    const ids = lists().flatMap(([, items]) => items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, items] of lists()) {
      expect(items.map((item) => item.sort_order)).toEqual(items.map((_, index) => index + 1));
      expect(items.every((item) => item.is_active)).toBe(true);
      expect(items.every((item) => !('image' in item) || (item as { image: unknown }).image === null)).toBe(true);
    }
  });

  it('has every bilingual text filled in both languages', () => {
    const emptyAllowed = /^(status|target|impact)_(ar|en)$/;
    for (const [type, items] of lists()) {
      for (const item of items) {
        for (const [key, value] of Object.entries(item)) {
          if (/_(ar|en)$/.test(key) && !(type === 'goals' && emptyAllowed.test(key))) {
            expect(value, `${type} ${item.id} ${key}`).not.toBe('');
          }
        }
      }
    }
    const { settings } = DEFAULT_SITE_CONTENT;
    for (const [key, value] of Object.entries(settings)) if (/_(ar|en)$/.test(key)) expect(value, key).not.toBe('');
    expect(Object.keys(settings.social_links)).toEqual([...SOCIAL_NETWORKS]);
    expect(settings.company_profile).toBeNull();
  });

  it('has valid Saudi IBANs, #rrggbb colours and known hero themes', () => {
    for (const account of DEFAULT_SITE_CONTENT.bank_accounts) {
      expect(account.iban).toMatch(/^SA\d{22}$/);
      expect(ibanIsValid(account.iban), account.iban).toBe(true);
      expect(account.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(ibanIsValid('SA0380000000608010167518')).toBe(false);
    for (const slide of DEFAULT_SITE_CONTENT.hero_slides) expect(HERO_THEMES).toContain(slide.theme);
  });

  it('fills each goal only with the fields of its horizon', () => {
    for (const goal of DEFAULT_SITE_CONTENT.goals) {
      expect(goal.progress > 0).toBe(goal.horizon === 'short');
      expect(goal.target_en !== '').toBe(goal.horizon === 'medium');
      expect(goal.impact_en !== '').toBe(goal.horizon === 'long');
    }
  });
});
