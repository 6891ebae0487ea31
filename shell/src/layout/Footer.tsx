import type { FormEvent } from 'react';
import { Button, Input } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TRACK_TITLES } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';
import { COMPANY_CONTACT, FOOTER_LINKS, LEGAL_LINKS, SOCIAL_LINKS, TRACK_LINKS } from './nav-links.ts';

/**
 * The site footer (spec §2 "Footer"): quick links, the six tracks, legal links, company profile,
 * social links, a newsletter box (UI only: the spec does not show what Subscribe does), the
 * Riyadh contact block and the 2024 copyright.
 */
export function Footer() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const onSubscribe = (event: FormEvent) => event.preventDefault();

  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section>
          <h2 className="footer__brand">{t('brand.name')}</h2>
          <p className="footer__about">{t('footer.about')}</p>
          <a href={COMPANY_CONTACT.profilePdf} target="_blank" rel="noopener noreferrer" className="footer__profile">
            {t('footer.companyProfile')} (PDF)
          </a>
          <ul className="footer__social" aria-label={t('footer.followUs')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                  title={social.name}
                >
                  {social.short}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h3>{t('footer.quickLinks')}</h3>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h3>{t('footer.tracks')}</h3>
          <ul>
            {TRACK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{pick(TRACK_TITLES[link.slug], language)}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h3>{t('footer.contactUs')}</h3>
          <address className="footer__contact">
            <span>{t('footer.headOffice')}</span>
            <span>
              {t('footer.phone')}:{' '}
              <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`} dir="ltr">
                {COMPANY_CONTACT.phone}
              </a>
            </span>
            <span>
              {t('footer.email')}: <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
            </span>
          </address>
          <h3>{t('footer.newsletter')}</h3>
          <p className="footer__hint">{t('footer.newsletterHint')}</p>
          <form className="footer__newsletter" onSubmit={onSubscribe}>
            <Input
              type="email"
              name="email"
              placeholder={t('footer.emailPlaceholder')}
              aria-label={t('footer.emailPlaceholder')}
            />
            <Button htmlType="submit" type="primary">
              {t('footer.subscribe')}
            </Button>
          </form>
        </section>
      </div>
      <div className="footer__bottom container">
        <span>{t('footer.rights')}</span>
        <nav className="footer__legal">
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
