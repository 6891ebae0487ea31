import { Button, Card, Tag } from '@consulting/ui';
import { ButtonLink } from '../../ui-local/ButtonLink.tsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { AboutIcon } from './AboutIcon.tsx';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import { FigureBand } from './FigureBand.tsx';
import { PageHero } from './PageHero.tsx';
import { PARTNER_FIGURES, PARTNERS, PARTNERSHIP_BENEFITS, PARTNERSHIPS_EMAIL } from './partners-data.ts';
import './about.css';

/**
 * `/about/partners` (spec §2 "Partners page"): five strategic partners with a visit-website
 * button, four benefit cards, the partner statistics (5+, 3+, 50+, 95%) and contact buttons to
 * /contact and a mailto.
 */
export function PartnersPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <div className="about-page">
      <PageHero path="/about/partners" eyebrow={t('common.eyebrow')} subtitle={t('partners.subtitle')} />

      <section className="home-section" aria-labelledby="partners-strategic">
        <div className="container">
          <header className="section-header">
            <h2 id="partners-strategic">{t('partners.strategic')}</h2>
          </header>
          <div className="partners-grid">
            {PARTNERS.map((partner) => (
              <Card key={partner.website} className="partner-card" data-testid="partner">
                <div className="partner-card__head">
                  <span className="ui-avatar partner-card__logo" style={{ inlineSize: 56, blockSize: 56 }}>
                    {pick(partner.name, language).charAt(0)}
                  </span>
                  <div>
                    <h3>{pick(partner.name, language)}</h3>
                    <Tag color="geekblue">{pick(partner.type, language)}</Tag>
                    <span className="partner-card__country">{pick(partner.country, language)}</span>
                  </div>
                </div>
                <p>{pick(partner.description, language)}</p>
                <ButtonLink
                  href={partner.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="partner-website"
                >
                  {t('partners.visitWebsite')}
                </ButtonLink>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="partners-benefits">
        <div className="container">
          <header className="section-header">
            <h2 id="partners-benefits">{t('partners.benefits')}</h2>
          </header>
          <ul className="about-grid about-grid--4">
            {PARTNERSHIP_BENEFITS.map((benefit) => (
              <li key={benefit.title.en} className="about-tile" data-testid="partner-benefit">
                <AboutIcon name={benefit.icon} />
                <h3>{pick(benefit.title, language)}</h3>
                <p>{pick(benefit.description, language)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FigureBand title={t('partners.statsTitle')} figures={PARTNER_FIGURES} testId="partner-statistics" />

      <section className="home-section" aria-labelledby="partners-cta">
        <div className="container">
          <div className="about-banner">
            <div>
              <h2 id="partners-cta">{t('partners.ctaTitle')}</h2>
              <p>{t('partners.ctaText')}</p>
            </div>
            <div className="about-banner__actions">
              <Link to="/contact" data-testid="partners-contact">
                <Button type="primary" size="large">
                  {t('common.contactUs')}
                </Button>
              </Link>
              <ButtonLink size="large" ghost href={`mailto:${PARTNERSHIPS_EMAIL}`} data-testid="partners-email">
                {t('partners.email')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
