import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';
import { ABOUT_LINKS } from './nav-links.ts';

/** Id of the About sub-menu, referenced by its button's `aria-controls`. */
const MENU_ID = 'about-menu';

/** Focuses item `index` of `items`, wrapping around at both ends. */
function focusIn(items: (HTMLElement | null)[], index: number): void {
  const count = items.length;
  items[((index % count) + count) % count]?.focus();
}

/**
 * The navbar's About entry (spec §2 "Global layout"): a link to /about and a menu button
 * (`aria-haspopup="menu"`) opening the sub-pages. Hover opens, a click toggles; Enter, Space,
 * ArrowDown open on the first item, ArrowUp on the last; arrows, Home, End move; Escape closes
 * to the button; Tab out, a click outside or a choice closes. Closed items stay (`hidden`) for crawlers.
 */
export function AboutMenu() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  /** Item to focus once the menu is shown (opened from the keyboard). */
  const pendingFocus = useRef<number | null>(null);
  /** True while the menu is open only because a mouse hovers the entry. */
  const openedByHover = useRef(false);
  const active = pathname === '/about' || pathname.startsWith('/about/');

  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };

  const openAt = (index: number) => {
    openedByHover.current = false;
    pendingFocus.current = index;
    if (open) focusItem(index);
    else setOpen(true);
  };

  const focusItem = (index: number) => focusIn(itemRefs.current, index);

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) {
      focusIn(itemRefs.current, pendingFocus.current);
      pendingFocus.current = null;
    }
    const dismiss = () => {
      openedByHover.current = false;
      setOpen(false);
    };
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) dismiss();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      dismiss();
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && openedByHover.current) close();
  };

  const onButtonClick = () => {
    // A mouse click on a menu the hover already opened keeps it open (and no longer hover-bound).
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (open) close();
    else openAt(0);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(ABOUT_LINKS.length - 1);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: ABOUT_LINKS.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <div
      ref={rootRef}
      className={`navbar__dropdown${open ? ' navbar__dropdown--open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
      }}
    >
      <Link to="/about" className={`navbar__link${active ? ' active' : ''}`}>
        {t('nav.about')}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="navbar__dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={t('nav.aboutMenu')}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={MENU_ID} role="menu" aria-label={t('nav.about')} className="navbar__menu" hidden={!open}>
        {ABOUT_LINKS.map((link, index) => (
          <li key={link.to} role="none">
            <Link
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              className="navbar__menu-item"
              onClick={close}
              onKeyDown={(event) => onItemKeyDown(event, index)}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
