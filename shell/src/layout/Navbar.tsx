import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@consulting/ui';
import { useLanguage, useSession } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';
import { RemoteWidget } from '../federation/RemoteWidget.tsx';
import type { RemoteLoader } from '../federation/remote-loader.ts';
import { AboutMenu } from './AboutMenu.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';
import { ABOUT_LINKS, MAIN_LINKS } from './nav-links.ts';
import { useSiteSettings } from './site-settings.ts';

/**
 * The notifications bell of mfe_client (`./NotificationBell`), loaded only when a signed-in
 * client with an email is stored (spec §2 "Notifications bell"); renders nothing otherwise or
 * when the remote is unavailable.
 */
function NotificationSlot({ loader }: { loader: RemoteLoader }) {
  const email = useSession((state) => state.user?.email);
  if (!email) return null;
  return (
    <span className="navbar__bell" data-testid="notification-slot">
      <RemoteWidget loader={loader} remote="mfe_client" exposed="./NotificationBell" />
    </span>
  );
}

/**
 * The site navbar (spec §2 "Global layout"), branded with the settings' company name; on small
 * screens a menu button opens a panel that closes when a link is chosen.
 */
export function Navbar({ loader }: { loader: RemoteLoader }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const settings = useSiteSettings();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link to="/" className="navbar__brand" onClick={close}>
          <span className="navbar__logo" aria-hidden="true" />
          <span>{language === 'ar' ? settings.company_name_ar : settings.company_name_en}</span>
        </Link>

        <nav className="navbar__links" aria-label={t('nav.mainNavigation')}>
          <NavLink to="/" end className="navbar__link">
            {t('nav.home')}
          </NavLink>
          <AboutMenu />
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className="navbar__link">
              {t(link.label)}
            </NavLink>
          ))}
        </nav>

        <div className="navbar__actions">
          <LanguageToggle />
          <NotificationSlot loader={loader} />
          <Link to="/user/login" className="navbar__client ui-btn ui-btn-primary">
            {t('nav.clientArea')}
          </Link>
          <Button
            className="navbar__menu-button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={t('nav.menu')}
            onClick={() => setOpen((value) => !value)}
          />
        </div>
      </div>

      {open && (
        <nav id="mobile-menu" className="navbar__mobile" aria-label={t('nav.menu')}>
          <Link to="/" onClick={close}>
            {t('nav.home')}
          </Link>
          <Link to="/about" onClick={close}>
            {t('nav.about')}
          </Link>
          {ABOUT_LINKS.map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className="navbar__mobile-sub">
              {t(link.label)}
            </Link>
          ))}
          {MAIN_LINKS.map((link) => (
            <Link key={link.to} to={link.to} onClick={close}>
              {t(link.label)}
            </Link>
          ))}
          <Link to="/user/login" onClick={close}>
            {t('nav.clientArea')}
          </Link>
        </nav>
      )}
    </header>
  );
}
