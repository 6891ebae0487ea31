import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import type { HomeSector } from './home-data.ts';

/**
 * The home sectors section (spec §2 "Home"): the active sectors and two links. The spec links
 * to /sectors, a page the route table does not have, so the first link goes to the track
 * overview (/services/overview) instead; the second goes to /contact.
 */
export function SectorsSection({ sectors }: { sectors: HomeSector[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-sectors-title">
      <div className="container">
        <header className="section-header">
          <span className="section-header__eyebrow">{t('sectors.eyebrow')}</span>
          <h2 id="home-sectors-title">{t('sectors.title')}</h2>
          <p>{t('sectors.subtitle')}</p>
        </header>
        <ul className="sector-cards">
          {sectors.map((sector) => (
            <li key={sector.id} className="sector-card" data-testid="sector-card">
              <h3>{pick(sector.name, language)}</h3>
              <p>{pick(sector.description, language)}</p>
            </li>
          ))}
        </ul>
        <div className="section-actions">
          <Link to="/services/overview" className={buttonClassName({ type: 'primary' })}>
            {t('sectors.all')}
          </Link>
          <Link to="/contact" className={buttonClassName({})}>
            {t('sectors.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
