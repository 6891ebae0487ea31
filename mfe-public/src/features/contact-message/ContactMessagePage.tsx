import { useMemo, useState } from 'react';
import { Button } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { CONTACT_NAMESPACE, ContactForm, ContactInfoCards, useSiteSettings } from '../contact/index.ts';

/**
 * `/contact/message` (spec §2 "Contact message page", §4): the message form, contact
 * information (the site settings, editor content) and the response policy. The page has its own language toggle, Arabic by
 * default and independent of the global language (spec §1): its texts, its `<h1>` and its
 * direction follow the local choice only.
 */
export function ContactMessagePage() {
  const [language, setLanguage] = useState<Language>('ar');
  const options = useMemo(() => ({ lng: language }), [language]);
  const { t } = useTranslation(CONTACT_NAMESPACE, options);
  const settings = useSiteSettings();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className="contact-message" dir={dir} lang={language} data-testid="contact-message-page">
      <section className="page-hero">
        <div className="container">
          <div className="contact-message__bar">
            <Button
              ghost
              onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')}
              // The visible text first in the accessible name (WCAG 2.5.3).
              aria-label={`${t('message.toggle')} – ${t('message.toggleLabel')}`}
              data-testid="contact-message-language"
            >
              {t('message.toggle')}
            </Button>
          </div>
          <h1>{PUBLIC_PAGE_HEADINGS['/contact/message'][language]}</h1>
          <p>{t('message.subtitle')}</p>
        </div>
      </section>

      <div className="container page-body">
        <div className="contact-layout">
          <section className="contact-panel" aria-labelledby="message-form-title">
            <h2 id="message-form-title">{t('form.title')}</h2>
            <ContactForm lng={language} />
          </section>
          <aside className="contact-aside">
            <section className="contact-panel" aria-labelledby="message-info-title">
              <h2 id="message-info-title">{t('message.infoTitle')}</h2>
              <ContactInfoCards settings={settings} language={language} />
            </section>
            <section
              className="contact-panel contact-message__policy"
              aria-labelledby="message-policy-title"
              data-testid="contact-response-policy"
            >
              <h2 id="message-policy-title">{t('message.policyTitle')}</h2>
              <p>{t('message.policyText')}</p>
              <p>{t('message.policyUrgent')}</p>
            </section>
          </aside>
        </div>
      </div>
    </div>
  );
}
