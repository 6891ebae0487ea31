import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { ContactForm } from './ContactForm.tsx';
import { ContactIcon } from './ContactIcon.tsx';
import { ContactInfoCards } from './ContactInfoCards.tsx';
import { useSiteSettings } from './site-settings.ts';
import { CONTACT_NAMESPACE } from './contact-translations.ts';
import './contact.css';
import { FormPageHero } from '../../ui-local/FormPage.tsx';

/**
 * `/contact` (spec §2 "Contact page"): the four info cards, the message form (stored for real
 * with POST /api/contact), company information, other contact methods and a free-consultation
 * prompt leading to /contact/message.
 */
export function ContactPage() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const settings = useSiteSettings();
  const companyName = language === 'ar' ? settings.company_name_ar : settings.company_name_en;
  return (
    <div className="contact-page">
      <FormPageHero title={PUBLIC_PAGE_HEADINGS['/contact'][language]} subtitle={t('subtitle')} />

      <div className="container page-body">
        <ContactInfoCards settings={settings} language={language} />

        <div className="contact-layout">
          <section className="contact-panel" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{t('form.title')}</h2>
            <ContactForm />
          </section>

          <aside className="contact-aside">
            <section className="contact-panel" aria-labelledby="contact-company-title" data-testid="contact-company">
              <h2 id="contact-company-title">{t('company.title')}</h2>
              <div className="contact-company__name">
                <ContactIcon name="building" />
                <div>
                  <strong>{companyName}</strong>
                  <span>{language === 'ar' ? settings.tagline_ar : settings.tagline_en}</span>
                </div>
              </div>
              <p>{language === 'ar' ? settings.site_description_ar : settings.site_description_en}</p>
              <p className="contact-company__founded">{t('company.founded')}</p>
            </section>

            <section className="contact-panel" aria-labelledby="contact-methods-title" data-testid="contact-methods">
              <h2 id="contact-methods-title">{t('methods.title')}</h2>
              <ul className="contact-methods">
                <li>
                  <ContactIcon name="chat" />
                  <div>
                    <strong>{t('methods.whatsapp')}</strong>
                    <span>{t('methods.whatsappText')}</span>
                  </div>
                </li>
                <li>
                  <ContactIcon name="email" />
                  <div>
                    <strong>
                      <a href={`mailto:${settings.email}`}>{settings.email}</a>
                    </strong>
                    <span>{t('methods.emailText')}</span>
                  </div>
                </li>
                <li>
                  <ContactIcon name="share" />
                  <div>
                    <strong>{t('methods.social')}</strong>
                    <span>{t('methods.socialText')}</span>
                  </div>
                </li>
              </ul>
            </section>

            <section className="contact-consultation" data-testid="contact-consultation">
              <h2>{t('consultation.title')}</h2>
              <p>{t('consultation.text')}</p>
              <Link to="/contact/message" className={buttonClassName({ type: 'primary', size: 'large' })}>
                {t('consultation.action')}
              </Link>
            </section>
          </aside>
        </div>
      </div>
    </div>
  );
}
