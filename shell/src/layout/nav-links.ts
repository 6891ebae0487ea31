import { TRACK_SLUGS, type TrackSlug } from '@consulting/contracts';

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

/** Social profiles (spec §2: x, linkedin, instagram, facebook, tiktok, snapchat). */
export const SOCIAL_LINKS: { name: string; href: string; short: string }[] = [
  { name: 'X', href: 'https://x.com/', short: 'X' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', short: 'in' },
  { name: 'Instagram', href: 'https://www.instagram.com/', short: 'IG' },
  { name: 'Facebook', href: 'https://www.facebook.com/', short: 'f' },
  { name: 'TikTok', href: 'https://www.tiktok.com/', short: 'TT' },
  { name: 'Snapchat', href: 'https://www.snapchat.com/', short: 'SC' },
];

/**
 * Company contact block. Placeholders until site settings are served (spec §3 "Site settings";
 * the spec itself writes the phone as `{phone}`).
 */
export const COMPANY_CONTACT = {
  phone: '+966 11 000 0000',
  email: 'info@example.com',
  profilePdf: '/company-profile.pdf',
};
