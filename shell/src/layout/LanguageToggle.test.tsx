import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLanguage } from '@consulting/platform';
import { registerShellTranslations } from '../i18n/shell-translations.ts';
import { LanguageToggle } from './LanguageToggle.tsx';

describe('LanguageToggle (spec §1)', () => {
  beforeEach(() => {
    registerShellTranslations();
    useLanguage.getState().setLanguage('ar');
  });

  it("shows 'EN' on the Arabic page and 'ع' on the English page", () => {
    render(<LanguageToggle />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('EN');

    fireEvent.click(button);
    expect(button.textContent).toBe('ع');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBe('en');

    fireEvent.click(button);
    expect(button.textContent).toBe('EN');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('has an accessible name that starts with its visible text, then says what it does (WCAG 2.5.3)', () => {
    render(<LanguageToggle />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toBe('EN – التبديل إلى الإنجليزية');
    fireEvent.click(button);
    expect(button.getAttribute('aria-label')).toBe('ع – Switch to Arabic');
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '')).toBe(true);
  });
});
