import type { BankAccountRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The accounts of `/banking/accounts` (spec §3 "Bank account"): the editors'
 * active accounts by `sort_order` from the site-content snapshot, or the built-in three while the
 * snapshot is unknown (content service unreachable).
 */
export function useBankAccounts(): BankAccountRecord[] {
  return useSiteContentPart('bank_accounts');
}

/** How long a copy button shows its check mark, in milliseconds (spec §4, §9: 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000;
