import { useEffect, useState } from 'react';
import type { HomeResponse, SiteSettings } from '@consulting/contracts';
import { api } from '@consulting/platform';
import type { PublicForm } from '@consulting/ui';
import type { ContactFields } from './contact-validation.ts';

/**
 * Stores a contact message (spec §7): `POST /api/contact` with JSON name, email, phone, company,
 * subject, message (trimmed), sent through `send` (`usePublicForm().send`, issue 13: it adds the
 * form token, honeypot and consent). Resolves on 2xx with `success: true`; throws
 * `PublicFormError` (an `ApiError`) otherwise (400 with the server's reason, 429, network
 * failure as status 0).
 */
export async function sendContactMessage(fields: ContactFields, send: PublicForm['send']): Promise<void> {
  await send<{ success: true; message?: string }>('/contact', {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    company: fields.company.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  });
}

/** Built-in settings (spec §3 "Site settings", §9), shown when the content service is unreachable. */
export const STATIC_SETTINGS: SiteSettings = {
  company_name_ar: 'الخدمات الاستشارية',
  company_name_en: 'Consulting Services',
  tagline_ar: 'شريكك في نمو الأعمال',
  tagline_en: 'Your partner in business growth',
  site_description_ar:
    'شركة سعودية تأسست عام 2025 ومقرها الرياض، تقدم حلولاً متكاملة في الملكية الفكرية والابتكار والتمويل والاستثمار وإطلاق المشاريع والفعاليات وتمثيل الشركات الأجنبية.',
  site_description_en:
    'A Saudi company founded in 2025 and based in Riyadh, offering integrated solutions in intellectual property, innovation, finance and investment, project launch, events and the representation of foreign companies.',
  phone: '+966 11 000 0000',
  email: 'info@example.com',
  address_ar: 'الرياض، المملكة العربية السعودية',
  address_en: 'Riyadh, Saudi Arabia',
  working_hours_ar: 'الأحد - الخميس، 9:00 ص - 6:00 م',
  working_hours_en: 'Sunday to Thursday, 9:00 AM to 6:00 PM',
};

/**
 * The site settings of `GET /api/home`, starting with (and falling back to) `STATIC_SETTINGS`;
 * empty server values keep the built-in text.
 */
export function useSiteSettings(): SiteSettings {
  const [settings, setSettings] = useState<SiteSettings>(STATIC_SETTINGS);
  useEffect(() => {
    const controller = new AbortController();
    api<HomeResponse>('/home', { auth: 'none', signal: controller.signal }).then(
      (home) => {
        if (!home?.settings) return;
        const merged = { ...STATIC_SETTINGS };
        for (const key of Object.keys(STATIC_SETTINGS) as (keyof SiteSettings)[]) {
          const value = home.settings[key];
          if (typeof value === 'string' && value.trim()) merged[key] = value;
        }
        setSettings(merged);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return settings;
}
