import { buttonClassName, Card, ResponsiveImage, Tag } from '@consulting/ui';
import { ButtonLink } from '../../ui-local/ButtonLink.tsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { AboutIcon } from './AboutIcon.tsx';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './partners-translations.ts';
import { FigureBand } from './FigureBand.tsx';
import { PageHero } from './PageHero.tsx';
import { AboutBanner } from './AboutBanner.tsx';
import { usePartners } from './partner-content.ts';
import { partnerFigures } from './figures.ts';
import { PARTNERSHIP_BENEFITS, PARTNERSHIPS_EMAIL } from './partners-data.ts';
import './about.css';
import { Section } from '../../ui-local/Section.tsx';

/** Drawn size of a partner's logo or initial badge (px). */
const LOGO_PX = 56;

/**
 * `/about/partners` (spec §2 "Partners page"): the editors' strategic partners (built-in
 * five as the fallback) with their logo (else an initial badge) and a visit-website button, four
 * benefit cards, the partner statistics (5+, 3+, 50+, 95%; the first two follow the partners)
 * and contact buttons to /contact and a mailto. No partner: no partners section.
 */
export function PartnersPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const partners = usePartners();
  const ar = language === 'ar';
  return (
    <div className="about-page">
      <PageHero path="/about/partners" eyebrow={t('common.eyebrow')} subtitle={t('partners.subtitle')} />

      {partners.length > 0 && (
        <Section id="partners-strategic" title={t('partners.strategic')}>
          <div className="partners-grid">
            {partners.map((partner) => {
              const name = ar ? partner.name_ar : partner.name_en;
              return (
                <Card key={partner.id} className="partner-card" data-testid="partner">
                  <div className="partner-card__head">
                    <span className="ui-avatar partner-card__logo" style={{ inlineSize: LOGO_PX, blockSize: LOGO_PX }}>
                      {partner.image ? (
                        <ResponsiveImage media={partner.image} sizes={`${LOGO_PX}px`} language={language} />
                      ) : (
                        name.charAt(0)
                      )}
                    </span>
                    <div>
                      <h3>{name}</h3>
                      <Tag color="geekblue">{ar ? partner.type_ar : partner.type_en}</Tag>
                      <span className="partner-card__country">{ar ? partner.country_ar : partner.country_en}</span>
                    </div>
                  </div>
                  <p>{ar ? partner.description_ar : partner.description_en}</p>
                  {partner.website && (
                    <ButtonLink
                      href={partner.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="partner-website"
                    >
                      {t('partners.visitWebsite')}
                    </ButtonLink>
                  )}
                </Card>
              );
            })}
          </div>
        </Section>
      )}

      <Section id="partners-benefits" title={t('partners.benefits')} tinted>
        <ul className="about-grid about-grid--4">
          {PARTNERSHIP_BENEFITS.map((benefit) => (
            <li key={benefit.title.en} className="about-tile" data-testid="partner-benefit">
              <AboutIcon name={benefit.icon} />
              <h3>{pick(benefit.title, language)}</h3>
              <p>{pick(benefit.description, language)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <FigureBand title={t('partners.statsTitle')} figures={partnerFigures(partners)} testId="partner-statistics" />

      <AboutBanner id="partners-cta" title={t('partners.ctaTitle')} text={t('partners.ctaText')}>
        <Link
          to="/contact"
          data-testid="partners-contact"
          className={buttonClassName({ type: 'primary', size: 'large' })}
        >
          {t('common.contactUs')}
        </Link>
        <ButtonLink size="large" ghost href={`mailto:${PARTNERSHIPS_EMAIL}`} data-testid="partners-email">
          {t('partners.email')}
        </ButtonLink>
      </AboutBanner>
    </div>
  );
}
