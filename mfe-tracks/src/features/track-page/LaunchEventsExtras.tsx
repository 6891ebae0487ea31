import { Link } from 'react-router-dom';
import { Icon } from '../../icons/Icon.tsx';
import { buttonClassName, Tag } from '@consulting/ui';
import type { TrackSlug } from '@consulting/contracts';
import { i18n, type Language } from '@consulting/platform';
import type { TrackExtras } from '../../track-content/index.ts';
import { TrackSection } from './TrackBlocks.tsx';

interface ExtrasProps {
  extras: TrackExtras;
  language: Language;
  accent: string;
}

/** The overview block the launch and events pages open with (spec §2 "Track pages"). */
export function TrackOverviewBlock({ extras, language }: Omit<ExtrasProps, 'accent'>) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <TrackSection testId="track-extra-overview" title={t('page.overviewTitle')} tinted>
      <p className="tracks-p" style={{ fontSize: 17, lineHeight: 1.9, maxWidth: 860 }}>
        {extras.overview}
      </p>
    </TrackSection>
  );
}

/**
 * The sectors served and the work methodology of the launch and events pages (spec §3 "Static
 * lists": launch analysis → strategy → implementation → monitoring; events consultation →
 * planning → preparation → execution → evaluation).
 */
export function MethodologyBlock({ extras, language, accent, tagColor }: ExtrasProps & { tagColor: string }) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <TrackSection testId="launch-methodology" title={t('page.methodologyTitle')} tinted>
      <div className="sectors-served" data-testid="sectors-served">
        <strong>{t('page.sectorsServed')}:</strong>
        {extras.sectorsServed.map((sector) => (
          <Tag key={sector} color={tagColor} className="sectors-served__tag">
            {sector}
          </Tag>
        ))}
      </div>
      <ol className="methodology">
        {extras.methodology.map((step, index) => (
          <li key={step.title} className="methodology__step" data-testid="methodology-step">
            <span className="methodology__icon" style={{ color: accent, borderColor: accent }}>
              <Icon icon={step.icon} />
            </span>
            <span className="methodology__number">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="methodology__title">{step.title}</h3>
            <p className="methodology__text">{step.description}</p>
          </li>
        ))}
      </ol>
    </TrackSection>
  );
}

/** The launch and events pages' contact call-to-action: Contact Us and Request Service (spec §2). */
export function ContactCta({ track, language }: { track: TrackSlug; language: Language }) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <section className="contact-cta" data-testid="contact-cta">
      <div className="contact-cta__inner">
        <div>
          <h2 className="tracks-h2" style={{ marginTop: 0 }}>
            {t('page.contactTitle')}
          </h2>
          <p className="tracks-p" style={{ marginBottom: 0 }}>
            {t('page.contactText')}
          </p>
        </div>
        <div className="contact-cta__actions">
          <Link to="/contact" data-testid="contact-cta-contact" className={buttonClassName({ size: 'large' })}>
            <Icon icon="MailOutlined" />
            {t('page.contactUs')}
          </Link>
          <Link
            to={`/services/${track}/request`}
            data-testid="contact-cta-request"
            className={buttonClassName({ type: 'primary', size: 'large' })}
          >
            <Icon icon="SendOutlined" />
            {t('page.requestService')}
          </Link>
        </div>
      </div>
    </section>
  );
}
