import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@consulting/platform';
import { STATIC_TRACKS } from '../../service-tracks/service-tracks.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { LatestNewsSection } from './LatestNewsSection.tsx';
import { SectorsSection } from './SectorsSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { StatisticsSection } from './StatisticsSection.tsx';
import { STATIC_SECTORS, homeContentQuery } from './home-data.ts';
import './home.css';

/**
 * `/` (spec §2 "Home"): hero carousel, the six service cards, sectors, statistics and the
 * latest three news items. The hero and the statistics are editor content from the site-content
 * snapshot (known at the first render, so prerendered too); services, sectors and news
 * come from `GET /api/home`, with the built-in texts as the fallback. Services and sectors show
 * the built-in texts while loading; news appears once read (an empty list hides its section).
 */
export function HomePage() {
  const language = useLanguage((state) => state.language);
  const content = useQuery(homeContentQuery(language)).data;
  return (
    <>
      <HeroCarousel />
      <ServicesSection tracks={content?.tracks ?? STATIC_TRACKS} />
      <SectorsSection sectors={content?.sectors ?? STATIC_SECTORS} />
      <StatisticsSection />
      {content && <LatestNewsSection news={content.news} />}
    </>
  );
}
