import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, TRACK_TITLES } from '@consulting/contracts';
import { Button, PublicFormGuard, usePublicForm } from '@consulting/ui';
import { ApiError, addTranslations, pick, useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';
import { FOOTER_LINKS, LEGAL_LINKS, SOCIAL_NETWORK_LABELS, socialLinkName, TRACK_LINKS } from './nav-links.ts';
import { useSiteSettings } from './site-settings.ts';

/** i18next namespace of the newsletter box's messages. */
const NEWSLETTER_NAMESPACE = 'shell-newsletter';

addTranslations(NEWSLETTER_NAMESPACE, {
  ar: {
    invalid: 'يرجى إدخال بريد إلكتروني صحيح',
    subscribed: 'شكراً لاشتراكك في نشرتنا البريدية!',
    failed: 'تعذر الاشتراك، يرجى المحاولة مرة أخرى',
  },
  en: {
    invalid: 'Please enter a valid email address',
    subscribed: 'Thank you for subscribing to our newsletter!',
    failed: 'Subscription failed, please try again',
  },
});

/** text@text.text without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type NewsletterResult = { kind: 'success' | 'error' | 'invalid'; text: string } | null;

/**
 * The footer's newsletter box: refuses an invalid email or a missing privacy consent before
 * sending, then `POST /api/newsletter {email}` with the public-form guard fields (issue 13: form
 * token fetched at the box's first focus, not on every page view; honeypot; consent) and shows
 * the outcome inline — 201 the confirmation (the same for an address already subscribed: the
 * server no longer tells), a 429 the minutes to wait, an expired token a request to send again,
 * anything else the server's error or a generic failure. On an English page the server's own
 * text is shown; on an Arabic page its Arabic equivalent.
 */
function NewsletterForm() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { t: tn } = useTranslation(NEWSLETTER_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const guard = usePublicForm({ language, retention: 'newsletter', fetchOn: 'focus', testIdPrefix: 'newsletter' });
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NewsletterResult>(null);

  async function onSubscribe(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setResult({ kind: 'invalid', text: tn('invalid') });
      guard.checkConsent();
      return;
    }
    // The consent box shows its own error and takes the focus.
    if (!guard.checkConsent(true)) return;
    setBusy(true);
    setResult(null);
    try {
      const reply = await guard.send<{ success: true; message?: string }>('/newsletter', { email: address });
      const text = language === 'en' && reply?.message ? reply.message : tn('subscribed');
      setResult({ kind: 'success', text });
      setEmail('');
    } catch (error) {
      const guardText = guard.errorText(error);
      const status = error instanceof ApiError ? error.status : 0;
      const serverText = error instanceof ApiError && status >= 400 && status < 500 ? error.message : '';
      const text = guardText ?? (language === 'en' && serverText ? serverText : tn('failed'));
      setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="footer__newsletter-form" onSubmit={onSubscribe} noValidate {...guard.formProps}>
      <div className="footer__newsletter">
        <input
          className="footer__input"
          type="email"
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (result?.kind === 'invalid') setResult(null);
          }}
          placeholder={t('footer.emailPlaceholder')}
          aria-label={t('footer.emailPlaceholder')}
          aria-invalid={result?.kind === 'invalid'}
          aria-describedby={result ? 'newsletter-result' : undefined}
          autoComplete="email"
          dir="ltr"
          data-testid="newsletter-email"
        />
        <Button htmlType="submit" type="primary" loading={busy} data-testid="newsletter-submit">
          {t('footer.subscribe')}
        </Button>
      </div>
      {result && (
        <p
          className={`footer__newsletter-result footer__newsletter-result--${result.kind}`}
          id="newsletter-result"
          role={result.kind === 'success' ? 'status' : 'alert'}
          data-testid="newsletter-result"
          data-status={result.kind}
        >
          {result.text}
        </p>
      )}
      <PublicFormGuard {...guard.guard} />
    </form>
  );
}

/**
 * The site footer (spec §2 "Footer"): company name and description, the company profile PDF,
 * social links, quick links, the six tracks, the contact block (head office address, phone,
 * email), the newsletter box (subscribes with POST /api/newsletter), legal links and the 2024
 * copyright. Company, contact, social links and profile are the site settings (editor content,
 * issue 15): a network without a URL is not shown, nor the profile link without a PDF.
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
          <NewsletterForm />
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
