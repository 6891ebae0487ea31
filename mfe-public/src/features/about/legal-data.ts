import { PRIVACY_POLICY_VERSION, RETENTION_MONTHS } from '@consulting/contracts';
import type { Bilingual } from './company-data.ts';
import legal from './legal-data.json' with { type: 'json' };

/** A section of a legal page: heading, paragraphs and an optional bullet list. */
export interface LegalSection {
  id: string;
  title: Bilingual;
  paragraphs: Bilingual[];
  items?: Bilingual[];
}

/**
 * The privacy policy's last update: the version (a `YYYY-MM-DD` date) that the public forms record
 * with each consent, so the page names the policy a visitor agreed to. It replaces
 * spec §2's 8 January 2025 since the policy gained "What we keep and for how long".
 */
export const PRIVACY_LAST_UPDATED = PRIVACY_POLICY_VERSION;

const JOIN_FILE_MONTHS = String(RETENTION_MONTHS.joinApplicationFiles);
const fill = (text: string): string => text.replaceAll('{{joinFileMonths}}', JOIN_FILE_MONTHS);

/**
 * `section` with `{{joinFileMonths}}` in its list (legal-data.json) replaced by contracts
 * `RETENTION_MONTHS.joinApplicationFiles`, the months a join application's files are kept.
 */
const withRetention = (section: LegalSection): LegalSection =>
  section.items ? { ...section, items: section.items.map(({ ar, en }) => ({ ar: fill(ar), en: fill(en) })) } : section;

/** The mailbox the legal pages name for questions. */
export const LEGAL_EMAIL = 'privacy@example.com';

/**
 * `/about/privacy`: data collection, usage, protection, what we keep and for how long (Saudi
 * PDPL), sharing, user rights, cookies, contact.
 */
export const PRIVACY_SECTIONS: LegalSection[] = legal.privacy.map(withRetention);

/**
 * `/about/terms`: introduction, definitions, services, user obligations, intellectual property,
 * liability, privacy, termination, modifications, governing law (Saudi law and courts), contact.
 */
export const TERMS_SECTIONS: LegalSection[] = legal.terms;
