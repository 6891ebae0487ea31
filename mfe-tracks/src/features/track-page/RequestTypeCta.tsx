import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../icons/Icon.tsx';
import { buttonClassName } from '@consulting/ui';
import type { TrackSlug } from '@consulting/contracts';
import { i18n, type Language } from '@consulting/platform';

/** The request types of spec §3 "Track request payload"; `service` is the default (spec §9). */
type RequestType = 'service' | 'opportunity';

const REQUEST_TYPES = [
  { value: 'service', label: 'request.provideService', hint: 'page.serviceHint' },
  { value: 'opportunity', label: 'request.provideOpportunity', hint: 'page.opportunityHint' },
] as const satisfies readonly { value: RequestType; label: string; hint: string }[];

/**
 * The closing call-to-action of a track page (spec §2): a choice between requesting the track's
 * service and offering an opportunity; Start goes to `/services/{track}/request?type={choice}`,
 * whose form opens with that choice selected. The choice is a native radio group (arrow keys
 * move between the options).
 */
export default function RequestTypeCta({
  track,
  language,
  colors,
}: {
  track: TrackSlug;
  language: Language;
  colors: readonly [string, string];
}) {
  const t = i18n.getFixedT(language, 'tracks');
  const [type, setType] = useState<RequestType>('service');
  const nextIcon = language === 'ar' ? 'ArrowLeftOutlined' : 'ArrowRightOutlined';

  return (
    <section
      className="track-cta"
      data-testid="track-cta"
      style={{ background: `linear-gradient(135deg, ${colors[0]} 0%, ${colors[1]} 100%)` }}
    >
      <div className="track-cta__inner">
        <h2 className="tracks-h2" style={{ color: '#fff', marginTop: 0 }}>
          {t('page.ctaTitle')}
        </h2>
        <p className="tracks-p" style={{ color: '#eef4ff', fontSize: 16 }}>
          {t('page.ctaText')}
        </p>
        <div className="track-cta__choice">
          <strong id="track-cta-choice-label">{t('page.ctaChoice')}</strong>
          <div
            role="radiogroup"
            data-testid="request-type-choice"
            aria-labelledby="track-cta-choice-label"
            className="track-cta__options"
          >
            {REQUEST_TYPES.map((option) => (
              <label
                key={option.value}
                className={`track-cta__option${type === option.value ? ' track-cta__option--checked' : ''}`}
              >
                <input
                  type="radio"
                  name="track_request_type"
                  value={option.value}
                  checked={type === option.value}
                  onChange={() => setType(option.value)}
                  className="track-cta__radio"
                />
                <span>
                  <strong>{t(option.label)}</strong>
                  <span className="track-cta__hint">{t(option.hint)}</span>
                </span>
              </label>
            ))}
          </div>
          <Link
            to={`/services/${track}/request?type=${type}`}
            data-testid="track-cta-start"
            className={buttonClassName({ type: 'primary', size: 'large' })}
          >
            {t('page.ctaStart')}
            <Icon icon={nextIcon} className="track-cta__start-icon" />
          </Link>
        </div>
      </div>
    </section>
  );
}
