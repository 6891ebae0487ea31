/**
 * Passwords for the browser tests: a new account (a guest's, a client an admin added, new staff)
 * has no password; its owner chooses one from the set-password link mailed to them
 * ({@link setPasswordFromMail}). A client whose password an admin set is asked for a new one
 * at the next sign-in (`/user/new-password`; {@link chooseNewPassword}).
 */
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';

/** A password the rule accepts (12+ characters, not guessable). */
export const CHOSEN_PASSWORD = 'Tamarind-Harbour-Lantern-84';

/**
 * On the first-sign-in page `page` has just been sent to, replaces `generated` with `chosen` and
 * waits for the dashboard at `siteUrl`. Resolves the password now in force.
 */
export async function chooseNewPassword(
  page: Page,
  siteUrl: string,
  generated: string,
  chosen = CHOSEN_PASSWORD,
): Promise<string> {
  await page.waitForURL(`${siteUrl}/user/new-password`);
  const form = page.getByTestId('change-password-form');
  await form.locator('input[name=current_password]').fill(generated);
  await form.locator('input[name=new_password]').fill(chosen);
  await form.locator('input[name=confirm_password]').fill(chosen);
  await page.getByTestId('change-password-submit').click();
  await page.waitForURL(`${siteUrl}/user/dashboard`);
  return chosen;
}

/** A mailbox to read: `Site.outbox` (newest first). */
type Mailbox = (to: string) => Promise<{ text: string }[]>;

/**
 * The token of the newest password link (`/user/reset-password?token=…` or the admin one)
 * mailed to `email`, once more than `seen` such links arrived (mail is sent after the answer
 * that queues it, so this polls for up to 15 s).
 */
export async function mailedLinkToken(outbox: Mailbox, email: string, seen = 0): Promise<string> {
  // `vi.waitFor`, not `expect.poll`: setups (`beforeAll`) use it too.
  return vi.waitFor(
    async () => {
      const tokens = (await outbox(email))
        .map((mail) => /\/(?:user|admin)\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1])
        .filter((found): found is string => Boolean(found));
      if (tokens.length <= seen) throw new Error(`no new password link mailed to ${email} within 15 s`);
      return tokens[0]!;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/**
 * Sets `password` on the account of `email` through the site at `siteUrl` with the newest
 * set-password link mailed to it (`POST /api/password/reset`). Resolves the password.
 */
export async function setPasswordFromMail(
  siteUrl: string,
  outbox: Mailbox,
  email: string,
  password = CHOSEN_PASSWORD,
): Promise<string> {
  const token = await mailedLinkToken(outbox, email);
  const res = await fetch(`${siteUrl}/api/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, new_password: password, lang: 'en' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return password;
}
