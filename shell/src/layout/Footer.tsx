import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, TRACK_TITLES } from '@consulting/contracts';
import { Button } from '@consulting/ui';
import { pick, useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';
import { FOOTER_LINKS, LEGAL_LINKS, SOCIAL_NETWORK_LABELS, socialLinkName, TRACK_LINKS } from './nav-links.ts';
import type { NewsletterFormProps } from './NewsletterForm.tsx';
import { useSiteSettings } from './site-settings.ts';
// The form's guard styles (honeypot hidden, consent box) with the layout's, so the form shows
// styled as soon as its chunk runs.
import '@consulting/ui/public-form.css';

const loadNewsletterForm = () => import('./NewsletterForm.tsx');

/** How near the viewport (px) the box must come for its form to load. */
const NEWSLETTER_LOAD_MARGIN = '400px';

/**
 * The newsletter box: a placeholder (also server-rendered) until it nears the viewport, is focused
 * or pressed; the live form then takes over its text and focus.
 */
function NewsletterBox() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [Form, setForm] = useState<ComponentType<NewsletterFormProps> | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadNewsletterForm().then(
      (module) => current && setForm(() => module.default),
      () => current && setWanted(false), // offline or redeployed: the next focus tries again
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    const element = box.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: NEWSLETTER_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const placeholder = (
    <form
      className="footer__newsletter-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setWanted(true);
      }}
    >
      <div className="footer__newsletter">
        <input
          ref={field}
          className="footer__input"
          type="email"
          name="email"
          placeholder={t('footer.emailPlaceholder')}
          aria-label={t('footer.emailPlaceholder')}
          autoComplete="email"
          dir="ltr"
          data-testid="newsletter-email"
        />
        <Button htmlType="submit" type="primary" data-testid="newsletter-submit">
          {t('footer.subscribe')}
        </Button>
      </div>
    </form>
  );

  // The placeholder stays until the chunk is here, then the form takes its text and focus.
  return (
    <div ref={box} onFocus={() => setWanted(true)} onPointerDown={() => setWanted(true)}>
      {Form ? (
        <Form
          initialEmail={field.current?.value ?? ''}
          focus={field.current !== null && document.activeElement === field.current}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * The site footer (spec §2 "Footer"), from the site settings: a network without a URL is not
 * shown, nor the profile link without a PDF.
 */
export function Footer() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const settings = useSiteSettings();
  const ar = language === 'ar';
  const socials = SOCIAL_NETWORKS.filter((network) => settings.social_links[network]?.trim());

  return (
    <footer className="footer">
      <div className="footer__grid container">
        <section>
          <h2 className="footer__brand">{ar ? settings.company_name_ar : settings.company_name_en}</h2>
          <p className="footer__about">{ar ? settings.site_description_ar : settings.site_description_en}</p>
          {settings.company_profile && (
            <a
              href={settings.company_profile.url}
              target="_blank"
              rel="noopener noreferrer"
              className="footer__profile"
              data-testid="footer-profile"
            >
              {t('footer.companyProfile')} (PDF)
            </a>
          )}
          {socials.length > 0 && (
            <ul className="footer__social" aria-label={t('footer.followUs')}>
              {socials.map((network) => (
                <li key={network}>
                  <a
                    href={settings.social_links[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={socialLinkName(network)}
                    title={SOCIAL_NETWORK_LABELS[network].name}
                  >
                    {SOCIAL_NETWORK_LABELS[network].short}
                  </a>
                </li>
              ))}
            </ul>
          )}
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
            <span data-testid="footer-address">
              {t('footer.headOffice')}: {ar ? settings.address_ar : settings.address_en}
            </span>
            <span>
              {t('footer.phone')}:{' '}
              <a href={`tel:${settings.phone.replace(/\s/g, '')}`} dir="ltr" data-testid="footer-phone">
                {settings.phone}
              </a>
            </span>
            <span>
              {t('footer.email')}:{' '}
              <a href={`mailto:${settings.email}`} data-testid="footer-email">
                {settings.email}
              </a>
            </span>
          </address>
          <h3>{t('footer.newsletter')}</h3>
          <p className="footer__hint">{t('footer.newsletterHint')}</p>
          <NewsletterBox />
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
