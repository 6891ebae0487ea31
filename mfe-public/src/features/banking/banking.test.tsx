import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_BANK_ACCOUNTS as BANK_ACCOUNTS, DEFAULT_SITE_CONTENT } from '@consulting/contracts';
import { setSiteContent, useLanguage } from '@consulting/platform';
import { COPY_CONFIRMATION_MS } from './bank-accounts.ts';
import { BankAccountsPage } from './BankAccountsPage.tsx';

function renderPage() {
  return render(
    <MemoryRouter>
      <BankAccountsPage />
    </MemoryRouter>,
  );
}

describe('bank accounts page (spec §2 "Bank accounts page", §4 copy button)', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    useLanguage.getState().setLanguage('ar');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setSiteContent(null);
  });

  it('shows the built-in three SAR current accounts with number, a Saudi IBAN and SWIFT without a snapshot', () => {
    renderPage();
    const cards = screen.getAllByTestId('bank-account');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const account = BANK_ACCOUNTS[index];
      expect(account.iban).toMatch(/^SA\d{22}$/);
      expect(card.textContent).toContain(account.bank_name_ar);
      expect(card.textContent).toContain(account.account_number);
      expect(card.textContent).toContain(account.iban);
      expect(card.textContent).toContain(account.swift);
      expect(card.textContent).toContain('ريال سعودي (SAR)');
      expect(card.textContent).toContain('حساب جاري');
      for (const id of ['copy-number', 'copy-iban', 'copy-swift']) expect(within(card).getByTestId(id)).toBeTruthy();
    });
    expect(screen.getByTestId('transfer-notes').textContent).toContain('24 إلى 48 ساعة من تأكيد الدفع');
  });

  it('copies the exact IBAN and shows a check mark for 2 seconds', async () => {
    vi.useFakeTimers();
    renderPage();
    const card = screen.getAllByTestId('bank-account')[1];
    await act(async () => {
      fireEvent.click(within(card).getByTestId('copy-iban'));
    });
    expect(writeText).toHaveBeenCalledWith(BANK_ACCOUNTS[1].iban);
    expect(within(card).getAllByTestId('copied-check')).toHaveLength(1);
    expect(screen.getAllByTestId('copied-check')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.queryAllByTestId('copied-check')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('copied-check')).toHaveLength(0);
  });

  it('copies the account number and the SWIFT code', async () => {
    renderPage();
    const card = screen.getAllByTestId('bank-account')[0];
    await act(async () => fireEvent.click(within(card).getByTestId('copy-number')));
    await act(async () => fireEvent.click(within(card).getByTestId('copy-swift')));
    expect(writeText.mock.calls).toEqual([[BANK_ACCOUNTS[0].account_number], [BANK_ACCOUNTS[0].swift]]);
  });

  it('only logs a clipboard failure and shows no check mark', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    await act(async () => fireEvent.click(screen.getAllByTestId('copy-swift')[0]));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByTestId('copied-check')).toBeNull();
  });

  it('has its own language toggle, Arabic by default, that leaves the global language alone', () => {
    useLanguage.getState().setLanguage('en');
    renderPage();
    const page = screen.getByTestId('banking-page');
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الحسابات البنكية');
    expect(screen.getByText('تعليمات التحويل')).toBeTruthy();

    // WCAG 2.5.3: the accessible name starts with the visible text.
    const toggle = screen.getByTestId('banking-language-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('English – عرض الصفحة بالإنجليزية');
    expect(screen.getByRole('button', { name: /^English/ })).toBe(toggle);
    fireEvent.click(toggle);
    expect(page.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bank Accounts');
    expect(screen.getByText('Transfer Instructions')).toBeTruthy();
    expect(screen.getAllByTestId('bank-account')[0].textContent).toContain('Al Rajhi Bank');
    expect(useLanguage.getState().language).toBe('en');

    act(() => useLanguage.getState().setLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bank Accounts');

    fireEvent.click(screen.getByTestId('banking-language-toggle'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الحسابات البنكية');
    expect(useLanguage.getState().language).toBe('ar');
  });

  it("shows the editors' accounts from the snapshot in Arabic and English, and copies their values", async () => {
    const [first] = BANK_ACCOUNTS;
    setSiteContent({
      ...DEFAULT_SITE_CONTENT,
      version: 'v2',
      bank_accounts: [
        {
          ...first,
          id: 'b1',
          bank_name_ar: 'بنك البلاد',
          bank_name_en: 'Bank Albilad',
          account_number: '999000111',
          iban: 'SA4415000999000111000000',
          account_type: 'savings',
          currency: 'USD',
        },
      ],
    });
    renderPage();
    const [card] = screen.getAllByTestId('bank-account');
    expect(screen.getAllByTestId('bank-account')).toHaveLength(1);
    expect(card.textContent).toContain('بنك البلاد');
    expect(card.textContent).toContain('حساب توفير');
    expect(card.textContent).toContain('USD');
    expect(card.textContent).not.toContain('ريال سعودي');
    await act(async () => fireEvent.click(within(card).getByTestId('copy-iban')));
    expect(writeText).toHaveBeenCalledWith('SA4415000999000111000000');

    fireEvent.click(screen.getByTestId('banking-language-toggle'));
    expect(screen.getByTestId('bank-account').textContent).toContain('Bank Albilad');
    expect(screen.getByTestId('bank-account').textContent).toContain('Savings account');
  });

  it('shows no account cards when the editors have none, and keeps the instructions', () => {
    setSiteContent({ ...DEFAULT_SITE_CONTENT, version: 'v3', bank_accounts: [] });
    renderPage();
    expect(screen.queryByTestId('bank-account')).toBeNull();
    expect(screen.getByTestId('transfer-instructions')).toBeTruthy();
  });
});
