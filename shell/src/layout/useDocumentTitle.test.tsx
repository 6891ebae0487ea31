import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useLanguage } from '@consulting/platform';
import { useDocumentTitle } from './useDocumentTitle.ts';

function Probe({ path }: { path: string }) {
  useDocumentTitle(path);
  return null;
}

describe('document title follows the page and the language', () => {
  it('uses the page heading and site name, and switches with the language', () => {
    act(() => useLanguage.getState().setLanguage('ar'));
    const { rerender } = render(<Probe path="/about/team" />);
    expect(document.title).toBe('فريق القيادة | الخدمات الاستشارية');
    act(() => useLanguage.getState().setLanguage('en'));
    expect(document.title).toBe('Leadership Team | Consulting Services');
    rerender(<Probe path="/services/launch" />);
    expect(document.title).toBe('Launch and Branding | Consulting Services');
    rerender(<Probe path="/nowhere" />);
    expect(document.title).toBe('Consulting Services');
  });
});
