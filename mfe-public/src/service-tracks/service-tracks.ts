import { queryOptions } from '@tanstack/react-query';
import {
  TRACK_ICONS,
  TRACK_SLUGS,
  TRACK_TITLES,
  isTrackSlug,
  type ServiceRecord,
  type ServicesResponse,
  type TrackSlug,
} from '@consulting/contracts';
import { api } from '@consulting/platform';

/** A service track as the public pages show it, in both languages. */
export interface ServiceTrack {
  slug: TrackSlug;
  title: { ar: string; en: string };
  /** Short description; `null` means "use the built-in text of namespace `public`". */
  description: { ar: string; en: string } | null;
  icon: string;
  /** `/services/{slug}`. */
  path: string;
}

/** The six static tracks (spec §1, contracts TRACK_TITLES), the fallback when the API fails. */
export const STATIC_TRACKS: ServiceTrack[] = TRACK_SLUGS.map((slug) => ({
  slug,
  title: TRACK_TITLES[slug],
  description: null,
  icon: TRACK_ICONS[slug],
  path: `/services/${slug}`,
}));

/**
 * `services` as tracks: the active ones whose slug is one of the six tracks (another slug's page
 * would 404), ordered by `sort_order`; none usable → `STATIC_TRACKS`.
 */
export function toTracks(services: ServiceRecord[] | undefined): ServiceTrack[] {
  const tracks = (Array.isArray(services) ? services : [])
    .filter((service) => service.is_active !== 0 && isTrackSlug(service.slug))
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map<ServiceTrack>((service) => ({
      slug: service.slug as TrackSlug,
      title: { ar: service.title_ar, en: service.title_en },
      description:
        service.description_ar && service.description_en
          ? { ar: service.description_ar, en: service.description_en }
          : null,
      icon: service.icon || TRACK_ICONS[service.slug as TrackSlug],
      path: `/services/${service.slug}`,
    }));
  return tracks.length > 0 ? tracks : STATIC_TRACKS;
}

/**
 * The active services of `GET /api/services` (spec §3 "Service") as tracks (`toTracks`).
 * Falls back to `STATIC_TRACKS` when the call fails; an abort rejects.
 */
export async function fetchServiceTracks(signal?: AbortSignal): Promise<ServiceTrack[]> {
  try {
    const { services } = await api<ServicesResponse>('/services', { auth: 'none', signal });
    return toTracks(services);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return STATIC_TRACKS;
  }
}

/**
 * The service cards' tracks (`fetchServiceTracks`). Pages show `STATIC_TRACKS` until it has
 * data, so a section is never empty.
 */
export const serviceTracksQuery = () =>
  queryOptions({
    queryKey: ['public', 'service-tracks'],
    queryFn: ({ signal }) => fetchServiceTracks(signal),
  });
