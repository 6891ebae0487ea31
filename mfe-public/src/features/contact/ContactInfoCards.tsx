import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { ContactIcon } from './ContactIcon.tsx';
import { CONTACT_NAMESPACE } from './contact-translations.ts';

/**
 * The four contact cards (spec §2 "Contact page", "Contact message page"): phone, email, address
 * and working hours from the site settings (editor content).
 */
export function ContactInfoCards({ settings, language }: { settings: PublicSiteSettings; language: Language }) {
  const options = useMemo(() => ({ lng: language }), [language]);
  const { t } = useTranslation(CONTACT_NAMESPACE, options);
  const cards = [
    {
      key: 'phone',
      icon: 'phone',
      value: (
        <a href={`tel:${settings.phone.replace(/\s/g, '')}`} dir="ltr">
          {settings.phone}
        </a>
      ),
    },
    { key: 'email', icon: 'email', value: <a href={`mailto:${settings.email}`}>{settings.email}</a> },
    { key: 'address', icon: 'address', value: language === 'ar' ? settings.address_ar : settings.address_en },
    {
      key: 'hours',
      icon: 'hours',
      value: language === 'ar' ? settings.working_hours_ar : settings.working_hours_en,
    },
  ] as const;
  return (
    <ul className="contact-cards">
      {cards.map((card) => (
        <li key={card.key} className="info-card" data-testid={`contact-info-${card.key}`}>
          <ContactIcon name={card.icon} />
          <div>
            <h3>{t(`info.${card.key}`)}</h3>
            <p>{card.value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
