import { useServiceTracks } from '../../service-tracks/service-tracks.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { SectorsSection } from './SectorsSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import './home.css';

/** `/`: hero carousel, the six service cards and the sectors section (spec §2 "Home"). */
export function HomePage() {
  const tracks = useServiceTracks();
  return (
    <>
      <HeroCarousel />
      <ServicesSection tracks={tracks} />
      <SectorsSection />
    </>
  );
}
