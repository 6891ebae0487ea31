import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_NAMESPACE } from '../../translations.ts';

const SECTORS = ['technology', 'healthcare', 'retail', 'industry', 'energy', 'tourism'] as const;

/** The home sectors section (spec §2 "Home"): a few sectors and links to /sectors and /contact. */
export function SectorsSection() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-sectors-title">
      <div className="container">
        <header className="section-header">
          <span className="section-header__eyebrow">{t('sectors.eyebrow')}</span>
          <h2 id="home-sectors-title">{t('sectors.title')}</h2>
          <p>{t('sectors.subtitle')}</p>
        </header>
        <ul className="sector-chips">
          {SECTORS.map((sector) => (
            <li key={sector} className={`sector-chip sector-chip--${sector}`}>
              {t(`sectors.items.${sector}`)}
            </li>
          ))}
        </ul>
        <div className="section-actions">
          <Link to="/sectors">
            <Button type="primary">{t('sectors.all')}</Button>
          </Link>
          <Link to="/contact">
            <Button>{t('sectors.contact')}</Button>
          </Link>
        </div>
      </div>
    </section>
  );
}
