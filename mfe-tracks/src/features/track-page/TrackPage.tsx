import { use, useDeferredValue, useEffect, useState } from 'react';
import { isFulfilled } from '@consulting/ui/load-once';
import { Link, useParams } from 'react-router-dom';
import { Icon } from '../../icons/Icon.tsx';
import { Button, buttonClassName, Result, Tag } from '@consulting/ui';
import { TRACK_TITLES, isTrackSlug, type TrackSlug } from '@consulting/contracts';
import { i18n, pick, useLanguage, type Language } from '@consulting/platform';
import { loadTrackContent } from '../../track-content/index.ts';
import { Breadcrumb } from '../../page-layout/index.ts';
import SectorGrid from './SectorGrid.tsx';
import RequestTypeCta from './RequestTypeCta.tsx';
import { ContactCta, MethodologyBlock, TrackOverviewBlock } from './LaunchEventsExtras.tsx';
import {
  EventTypes,
  FeaturesGrid,
  FinancingTypes,
  ProcessSteps,
  TitledItemsGrid,
  TrackSection,
} from './TrackBlocks.tsx';
import './track-page.css';
import { loadTrackPageTexts } from './track-page-texts.ts';

/** Whether track `slug`'s content and the page texts in `language` are loaded (starts their loads). */
function languageReady(slug: TrackSlug, language: Language): boolean {
  return isFulfilled(loadTrackPageTexts(language)) && isFulfilled(loadTrackContent(slug, language));
}

/**
 * `/services/:track` (spec §2 "Track pages"): header, hero, about with Start Track, features, the
 * services grid and process steps (investment, events, representation), financing or event types,
 * target sectors, why choose us and the closing call-to-action; launch and events add an overview,
 * a methodology and a contact call-to-action. An unknown track renders a not-found message. The
 * investment page toggles its own language, Arabic by default, apart from the site's (spec §1, §2).
 */
export default function TrackPage() {
  const { track } = useParams();
  const siteLanguage = useLanguage((s) => s.language);
  const [pageLanguage, setPageLanguage] = useState<Language>('ar');
  const hasOwnLanguage = track === 'investment';
  const wanted = hasOwnLanguage ? pageLanguage : siteLanguage;
  // The other language's chunks load once the page shows, so a switch renders at once. A switch
  // before they arrive renders in the background (the old page stays up) rather than a spinner.
  const deferred = useDeferredValue(wanted);
  const language = isTrackSlug(track) && languageReady(track, wanted) ? wanted : deferred;
  useEffect(() => {
    if (!isTrackSlug(track)) return;
    const other = language === 'ar' ? 'en' : 'ar';
    loadTrackPageTexts(other).catch(() => undefined);
    loadTrackContent(track, other).catch(() => undefined);
  }, [track, language]);
  const t = i18n.getFixedT(language, 'tracks');

  if (!isTrackSlug(track)) {
    return (
      <div data-testid="track-not-found">
        <Result
          status="404"
          title={t('notFoundTitle')}
          subTitle={t('notFoundText')}
          extra={
            <Link to="/" className={buttonClassName({ type: 'primary' })}>
              {t('backHome')}
            </Link>
          }
        />
      </div>
    );
  }

  // Suspends until this track's content and the page's texts in `language` have arrived (the
  // route's Suspense shows a spinner on the first render); both downloads start at once.
  const texts = loadTrackPageTexts(language);
  const contentLoad = loadTrackContent(track, language);
  use(texts);
  const content = use(contentLoad);
  const [dark, accent] = content.colors;
  const title = pick(TRACK_TITLES[track], language);
  const toggleText = language === 'ar' ? 'EN' : 'ع';

  return (
    <div
      className="track-page"
      data-testid="track-page"
      data-track={track}
      {...(hasOwnLanguage ? { dir: language === 'ar' ? 'rtl' : 'ltr', lang: language } : {})}
    >
      {hasOwnLanguage && (
        <Button
          shape="circle"
          size="large"
          data-testid="investment-language-toggle"
          // The name starts with the visible text (WCAG 2.5.3 "Label in Name"), as the site's toggle.
          aria-label={`${toggleText} – ${language === 'ar' ? t('page.switchToEnglish') : t('page.switchToArabic')}`}
          onClick={() => setPageLanguage(language === 'ar' ? 'en' : 'ar')}
          className="track-page__language-toggle"
        >
          {toggleText}
        </Button>
      )}

      <header className="track-header" data-testid="track-header">
        <div className="track-header__inner">
          <Breadcrumb
            label={t('page.breadcrumb')}
            items={[<Link to="/">{t('page.home')}</Link>, <Link to="/services">{t('page.services')}</Link>, title]}
          />
          <Tag color={dark} className="track-header__badge">
            <Icon icon={content.icon} />
            {t('page.trackBadge')}
          </Tag>
        </div>
      </header>

      <section
        className="track-hero"
        data-testid="track-hero"
        style={{ background: `linear-gradient(135deg, ${dark} 0%, ${accent} 100%)` }}
      >
        <span className="track-hero__icon">
          <Icon icon={content.icon} />
        </span>
        <h1 className="tracks-h1" style={{ color: '#fff', margin: 0 }}>
          {title}
        </h1>
        <p className="tracks-p" style={{ color: '#eef4ff', fontSize: 19, marginTop: 16, marginBottom: 0 }}>
          {content.tagline}
        </p>
      </section>

      <TrackSection testId="track-about" title={t('page.about')}>
        <p className="tracks-p" style={{ fontSize: 17, lineHeight: 1.9, maxWidth: 860 }}>
          {content.about}
        </p>
        <Link
          to={`/services/${track}/request`}
          data-testid="start-track"
          className={buttonClassName({ type: 'primary', size: 'large' })}
        >
          <Icon icon="RocketOutlined" />
          {t('startTrack')}
        </Link>
      </TrackSection>

      {content.extras && <TrackOverviewBlock extras={content.extras} language={language} />}

      <FeaturesGrid features={content.features} language={language} accent={accent} />

      {content.services && (
        <TrackSection testId="track-services" title={t('page.servicesTitle')} tinted={!content.extras}>
          <TitledItemsGrid items={content.services} accent={accent} itemTestId="track-service" />
        </TrackSection>
      )}

      {content.processSteps && <ProcessSteps steps={content.processSteps} language={language} accent={accent} />}
      {content.financingTypes && <FinancingTypes types={content.financingTypes} language={language} accent={accent} />}
      {content.eventTypes && <EventTypes types={content.eventTypes} language={language} accent={accent} />}

      <TrackSection
        testId="track-sectors"
        title={t('page.sectorsTitle')}
        subtitle={t('page.sectorsSubtitle')}
        tinted={!content.processSteps}
      >
        <SectorGrid sectors={content.sectors} language={language} accent={accent} />
      </TrackSection>

      {content.extras && (
        <MethodologyBlock extras={content.extras} language={language} accent={accent} tagColor={dark} />
      )}

      <TrackSection testId="why-choose-us" title={t('page.whyChooseUs')}>
        <TitledItemsGrid items={content.whyChooseUs} accent={accent} itemTestId="why-choose-us-item" />
      </TrackSection>

      {content.extras && <ContactCta track={track} language={language} />}

      <RequestTypeCta track={track} language={language} colors={content.colors} />
    </div>
  );
}
