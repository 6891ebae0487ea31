import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useLanguage } from '@consulting/platform';
import { registerShellTranslations } from '../i18n/shell-translations.ts';
import { AboutMenu } from './AboutMenu.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <p>outside</p>
      <AboutMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'About Us menu' });
}

const menu = () => screen.queryByRole('menu');
const items = () => screen.getAllByRole('menuitem');

describe('AboutMenu (spec §2 "Global layout": About dropdown)', () => {
  beforeEach(() => {
    registerShellTranslations();
    useLanguage.getState().setLanguage('en');
  });

  it('keeps About a link and offers the seven sub-pages behind a menu button', () => {
    const button = renderMenu();
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(items().map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Overview', '/about/overview'],
      ['Vision & Mission', '/about/vision'],
      ['Strategic Goals', '/about/goals'],
      ['Our Team', '/about/team'],
      ['Partners', '/about/partners'],
      ['Privacy Policy', '/about/privacy'],
      ['Terms & Conditions', '/about/terms'],
    ]);
    // Opened from the button, focus goes to the first item.
    expect(document.activeElement).toBe(items()[0]);
  });

  it('moves with the arrow keys, closes on Escape and gives focus back to the button', () => {
    const button = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items()[6]);
    fireEvent.keyDown(items()[6], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(items()[0], { key: 'End' });
    expect(document.activeElement).toBe(items()[6]);
    fireEvent.keyDown(items()[6], { key: 'Home' });
    fireEvent.keyDown(items()[0], { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Vision & Mission');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and after choosing a page, which it opens', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(menu()).toBeNull();

    fireEvent.click(button);
    act(() => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Our Team' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/about/team');
    expect(menu()).toBeNull();
  });

  it('opens while a mouse hovers the entry and closes when it leaves', () => {
    const button = renderMenu();
    const entry = button.parentElement!;
    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    expect(menu()).toBeTruthy();
    // Hover does not move focus; a click on the button keeps the hovered menu open.
    expect(document.activeElement).not.toBe(items()[0]);
    fireEvent.click(button);
    expect(menu()).toBeTruthy();
    fireEvent.click(button);
    expect(menu()).toBeNull();

    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    fireEvent.pointerLeave(entry, { pointerType: 'mouse' });
    expect(menu()).toBeNull();
  });
});
