import { TRACK_SLUGS, type SocialNetwork, type TrackSlug } from '@consulting/contracts';

/** A link of the navbar or footer: target path and the key of its label in namespace `shell`. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** Sub-pages of the About dropdown (spec §2 "Global layout"). */
export const ABOUT_LINKS: NavLinkItem[] = [
  { to: '/about/overview', label: 'nav.overview' },
  { to: '/about/vision', label: 'nav.vision' },
  { to: '/about/goals', label: 'nav.goals' },
  { to: '/about/team', label: 'nav.team' },
  { to: '/about/partners', label: 'nav.partners' },
  { to: '/about/privacy', label: 'nav.privacy' },
  { to: '/about/terms', label: 'nav.terms' },
];

/** Top-level links after the About dropdown. */
export const MAIN_LINKS: NavLinkItem[] = [
  { to: '/services', label: 'nav.services' },
  { to: '/join-us', label: 'nav.joinUs' },
  { to: '/contact', label: 'nav.contact' },
];

/** Footer quick links (spec §2 "Footer"). */
export const FOOTER_LINKS: NavLinkItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/about/partners', label: 'nav.partners' },
  { to: '/news', label: 'footer.news' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/join-us', label: 'nav.joinUs' },
];

/** Footer legal links. */
export const LEGAL_LINKS: NavLinkItem[] = [
  { to: '/about/privacy', label: 'nav.privacy' },
  { to: '/about/terms', label: 'nav.terms' },
  { to: '/sitemap', label: 'nav.sitemap' },
];

/** The six track pages, `/services/{slug}`. */
export const TRACK_LINKS: { to: string; slug: TrackSlug }[] = TRACK_SLUGS.map((slug) => ({
  to: `/services/${slug}`,
  slug,
}));

/**
 * How the footer labels each social network (spec §2: x, linkedin, instagram, facebook, tiktok,
 * snapchat): the accessible name and the short mark drawn in its round button. The URLs are
 * editor content (site settings); a network without one is not shown.
 */
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, { name: string; short: string }> = {
  x: { name: 'X', short: 'X' },
  linkedin: { name: 'LinkedIn', short: 'in' },
  instagram: { name: 'Instagram', short: 'IG' },
  facebook: { name: 'Facebook', short: 'f' },
  tiktok: { name: 'TikTok', short: 'TT' },
  snapchat: { name: 'Snapchat', short: 'SC' },
};

/**
 * The accessible name of a network's footer link: the mark it shows, then the network's name
 * ('IG – Instagram'; just 'X' when the two are one), so the name holds the visible text (WCAG
 * 2.5.3 "Label in Name": a voice-control user saying "IG" reaches it) and still says where it goes.
 */
export function socialLinkName(network: SocialNetwork): string {
  const { name, short } = SOCIAL_NETWORK_LABELS[network];
  return short === name ? name : `${short} – ${name}`;
}
