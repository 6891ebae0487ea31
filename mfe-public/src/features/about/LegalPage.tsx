import { Card } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { PRIVACY_POLICY_VERSION } from '@consulting/contracts';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage, type Language } from '@consulting/platform';
import {
  LEGAL_EMAIL,
  PRIVACY_LAST_UPDATED,
  PRIVACY_SECTIONS,
  TERMS_SECTIONS,
  type LegalSection,
} from './legal-data.ts';
import { LEGAL_NAMESPACE } from './legal-translations.ts';
import { PageHero } from './PageHero.tsx';
import './about.css';

/**
 * A calendar date (`YYYY-MM-DD`) as spec §1 shows dates: locale ar-SA or en-US, long month.
 * The Gregorian calendar is asked for explicitly, since some engines default ar-SA to Hijri.
 */
export function formatLegalDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    calendar: 'gregory',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

function LegalDocument({ kind, sections }: { kind: 'privacy' | 'terms'; sections: LegalSection[] }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const path = kind === 'privacy' ? '/about/privacy' : '/about/terms';
  return (
    <div className="about-page">
      <PageHero path={path} eyebrow={t('eyebrow')} subtitle={t(`${kind}Subtitle`)}>
        {kind === 'privacy' && (
          <p className="about-hero__meta">
            <span data-testid="privacy-last-updated">
              {t('lastUpdated', { date: formatLegalDate(PRIVACY_LAST_UPDATED, language) })}
            </span>
            {' · '}
            <span data-testid="privacy-version">
              {t('version')} <bdi dir="ltr">{PRIVACY_POLICY_VERSION}</bdi>
            </span>
          </p>
        )}
      </PageHero>
      <div className="container legal-layout">
        <aside className="legal-layout__toc">
          <Card title={t('contents')}>
            <nav aria-label={t('contents')}>
              <ul className="legal-toc">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${kind}-${section.id}`}>{pick(section.title, language)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        </aside>
        <article className="legal-layout__body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={`${kind}-${section.id}`}
              className="legal-section"
              data-testid="legal-section"
            >
              <h2>
                <span className="legal-section__number">{index + 1}.</span> {pick(section.title, language)}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.en}>{pick(paragraph, language)}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item.en}>{pick(item, language)}</li>
                  ))}
                </ul>
              )}
              {section.id === 'contact' && (
                <p className="legal-section__contact">
                  {t('email')}:{' '}
                  <a href={`mailto:${LEGAL_EMAIL}`} dir="ltr">
                    {LEGAL_EMAIL}
                  </a>
                  {' · '}
                  <Link to="/contact">{t('contactPage')}</Link>
                </p>
              )}
            </section>
          ))}
          <p className="legal-layout__other">
            <Link to={kind === 'privacy' ? '/about/terms' : '/about/privacy'}>{t(`otherPolicy.${kind}`)}</Link>
          </p>
        </article>
      </div>
    </div>
  );
}

/**
 * `/about/privacy` (spec §2 "Legal pages"): last updated on, and versioned as,
 * `PRIVACY_POLICY_VERSION` (the version each public form's consent records).
 */
export function PrivacyPage() {
  return <LegalDocument kind="privacy" sections={PRIVACY_SECTIONS} />;
}

/** `/about/terms` (spec §2 "Legal pages"): governed by Saudi law, Saudi courts. */
export function TermsPage() {
  return <LegalDocument kind="terms" sections={TERMS_SECTIONS} />;
}
