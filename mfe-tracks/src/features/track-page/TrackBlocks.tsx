import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { i18n, type Language } from '@consulting/platform';
import type { EventType, FinancingType, TitledItem } from '../../track-content/index.ts';
import { Grid } from '../../page-layout/index.ts';

interface SectionProps {
  testId: string;
  title: string;
  subtitle?: string;
  /** Tinted background, to alternate sections down the page. */
  tinted?: boolean;
  children: ReactNode;
}

/** A full-width block of a track page with its `<h2>`. */
export function TrackSection({ testId, title, subtitle, tinted, children }: SectionProps) {
  return (
    <section className={`track-section${tinted ? ' track-section--tinted' : ''}`} data-testid={testId}>
      <div className="track-section__inner">
        <h2 className="tracks-h2 track-section__title">{title}</h2>
        {subtitle && <p className="tracks-p track-section__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/** The page's language and its track's accent colour, which every block takes. */
interface Block {
  language: Language;
  accent: string;
}

/** The six features of a track (spec §3 "Service track (static)"). */
export function FeaturesGrid({ features, language, accent }: Block & { features: readonly string[] }) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <TrackSection testId="track-features" title={t('features')}>
      <Grid cols={{ sm: 2, lg: 3 }} gap={16}>
        {features.map((feature) => (
          <div key={feature} className="track-tile track-tile--row" data-testid="track-feature">
            <Icon icon="CheckCircleOutlined" style={{ color: accent, fontSize: 22 }} />
            <span className="track-tile__title">{feature}</span>
          </div>
        ))}
      </Grid>
    </TrackSection>
  );
}

/** A grid of titled items with icons: the services grid or the why-choose-us list. */
export function TitledItemsGrid({
  items,
  accent,
  itemTestId,
}: {
  items: readonly TitledItem[];
  accent: string;
  itemTestId: string;
}) {
  return (
    <Grid cols={{ sm: 2, lg: items.length % 3 === 0 ? 3 : 4 }}>
      {items.map((item) => (
        <div key={item.title} className="track-tile" data-testid={itemTestId}>
          <span className="track-tile__icon" style={{ color: accent, background: `${accent}14` }}>
            <Icon icon={item.icon} />
          </span>
          <h3 className="track-tile__title">{item.title}</h3>
          <p className="track-tile__text">{item.description}</p>
        </div>
      ))}
    </Grid>
  );
}

/** The numbered process steps of investment (6), events (5) and representation (5) (spec §3). */
export function ProcessSteps({ steps, language, accent }: Block & { steps: readonly TitledItem[] }) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <TrackSection testId="track-process" title={t('page.processTitle')} tinted>
      <ol className="process-steps" style={{ gridTemplateColumns: `repeat(auto-fit, minmax(160px, 1fr))` }}>
        {steps.map((step, index) => (
          <li key={step.title} className="process-step" data-testid="process-step">
            <span className="process-step__number" style={{ background: accent }}>
              {index + 1}
            </span>
            <span className="process-step__label">{t('page.step', { number: index + 1 })}</span>
            <h3 className="process-step__title">{step.title}</h3>
            <p className="process-step__text">{step.description}</p>
          </li>
        ))}
      </ol>
    </TrackSection>
  );
}

/** The investment page's four financing types with amounts in SAR (spec §3). */
export function FinancingTypes({ types, language, accent }: Block & { types: readonly FinancingType[] }) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <TrackSection testId="financing-types" title={t('page.financingTitle')}>
      <Grid cols={{ sm: 2, lg: 4 }}>
        {types.map((type) => (
          <div key={type.name} className="track-tile track-tile--centered" data-testid="financing-type">
            <h3 className="track-tile__title">{type.name}</h3>
            <div className="track-tile__figure" style={{ color: accent }}>
              {type.amount}
            </div>
            <p className="track-tile__text">
              {t('page.stage')}: {type.stage}
            </p>
          </div>
        ))}
      </Grid>
    </TrackSection>
  );
}

/** The events page's four event types with audience size and duration (spec §3). */
export function EventTypes({ types, language, accent }: Block & { types: readonly EventType[] }) {
  const t = i18n.getFixedT(language, 'tracks');
  return (
    <TrackSection testId="event-types" title={t('page.eventTypesTitle')}>
      <Grid cols={{ sm: 2, lg: 4 }}>
        {types.map((type) => (
          <div key={type.name} className="track-tile track-tile--centered" data-testid="event-type">
            <span className="track-tile__icon" style={{ color: accent, background: `${accent}14` }}>
              <Icon icon={type.icon} />
            </span>
            <h3 className="track-tile__title">{type.name}</h3>
            <p className="track-tile__text">
              <Icon icon="TeamOutlined" /> {t('page.attendees')}: {type.attendees}
            </p>
            <p className="track-tile__text">
              <Icon icon="ClockCircleOutlined" /> {t('page.duration')}: {type.duration}
            </p>
          </div>
        ))}
      </Grid>
    </TrackSection>
  );
}
