import type { FormRule as Rule } from 'antd';
import { SITE_AR } from './texts.ts';

/**
 * The panel's checks of site-content fields, mirroring the content
 * service's so an editor learns of a mistake before saving; the server checks again and its
 * message wins (a 400 shows in the dialog).
 */
const R = SITE_AR.rules;

/** Not blank (spaces only count as blank); the message names the field by its `label`. */
export function requiredRule(label: string): Rule {
  return { required: true, whitespace: true, message: R.required(label) };
}

/** A full https URL (spec §5 links: no `javascript:`, no plain http). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A full http or https URL (a partner's website, a LinkedIn profile). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A site path (`/services`, not `//host`) or a full https URL: a call-to-action's target. */
export function isSiteLink(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) || isHttpsUrl(value);
}

/** `value` without spaces, upper-case: how an IBAN is stored. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A Saudi IBAN (spec §3 "Bank account"): `SA`, two check digits and 20 digits (24 characters,
 * spaces ignored), whose ISO 13616 check (the number mod 97) gives 1.
 */
export function isSaudiIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^SA\d{22}$/.test(iban)) return false;
  // Letters become 10..35, the first four characters go to the end; mod 97 digit by digit
  // (the 26+ digit number is too large for a double).
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** A SWIFT/BIC code: 6 letters, 2 letters or digits, then optionally 3 more (spaces ignored). */
export function isSwift(value: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());
}

/** `#rrggbb`. */
export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value.trim());
}

/** A rule from a check of the trimmed text; blank passes (pair it with `requiredRule`). */
function shapeRule(check: (value: string) => boolean, message: string): Rule {
  return {
    validator: async (_rule, raw: unknown) => {
      const value = typeof raw === 'string' ? raw.trim() : '';
      if (value !== '' && !check(value)) throw new Error(message);
    },
  };
}

export const httpsRule = shapeRule(isHttpsUrl, R.https);
export const webLinkRule = shapeRule(isWebUrl, R.webLink);
export const siteLinkRule = shapeRule(isSiteLink, R.link);
export const ibanRule = shapeRule(isSaudiIban, R.iban);
export const swiftRule = shapeRule(isSwift, R.swift);
export const colourRule = shapeRule(isHexColour, R.color);
export const currencyRule = shapeRule((value) => /^[A-Za-z]{3}$/.test(value), R.currency);
export const emailRule: Rule = { type: 'email', message: R.email };

/** An integer from `min` to `max` (inclusive); `message` otherwise. Blank fails too. */
export function integerRule(min: number, max: number, message: string): Rule {
  return {
    validator: async (_rule, raw: unknown) => {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
      if (!Number.isInteger(value) || value < min || value > max) throw new Error(message);
    },
  };
}
