/**
 * Issue 14 for the browser tests: a client who signs in with the password the server generated
 * is asked for a new one first (`/user/new-password`); tests that go on to the dashboard choose
 * one here.
 */
import type { Page } from 'playwright-core';

/** A password the rule accepts (10+ characters, not guessable). */
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
