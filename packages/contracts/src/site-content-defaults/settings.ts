import type { PublicSiteSettings } from '../site-content.ts';

/** Site settings (spec §3 "Site settings", §9): the placeholder phone and e-mail, the Riyadh office. */
export const DEFAULT_SETTINGS: PublicSiteSettings = {
  company_name_ar: 'الخدمات الاستشارية',
  company_name_en: 'Consulting Services',
  tagline_ar: 'شريكك في نمو الأعمال',
  tagline_en: 'Your partner in business growth',
  site_description_ar:
    'شركة سعودية مقرها الرياض تقدم حلولاً متكاملة في الملكية الفكرية والابتكار والتمويل والاستثمار وإطلاق المشاريع والفعاليات وتمثيل الشركات الأجنبية.',
  site_description_en:
    'A Saudi company based in Riyadh offering integrated solutions in intellectual property, innovation, finance and investment, project launch, events and the representation of foreign companies.',
  phone: '+966 11 000 0000',
  email: 'info@example.com',
  address_ar: 'الرياض، المملكة العربية السعودية',
  address_en: 'Riyadh, Saudi Arabia',
  working_hours_ar: 'الأحد - الخميس، 9:00 ص - 6:00 م',
  working_hours_en: 'Sunday to Thursday, 9:00 AM to 6:00 PM',
  social_links: {
    x: 'https://x.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    tiktok: 'https://www.tiktok.com/',
    snapchat: 'https://www.snapchat.com/',
  },
  // No profile PDF ships with the site: the footer link shows once an editor uploads one.
  company_profile: null,
};
