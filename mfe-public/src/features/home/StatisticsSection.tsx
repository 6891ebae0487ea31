import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import type { HomeStatistic } from './home-data.ts';

/** The home statistics band (spec §2 "Home"): four columns; nothing at all when empty. */
export function StatisticsSection({ statistics }: { statistics: HomeStatistic[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  if (statistics.length === 0) return null;
  return (
    <section className="home-stats" aria-labelledby="home-stats-title" data-testid="home-statistics">
      <div className="container">
        <header className="section-header">
          <span className="section-header__eyebrow">{t('statistics.eyebrow')}</span>
          <h2 id="home-stats-title">{t('statistics.title')}</h2>
        </header>
        <ul className="home-stats__grid">
          {statistics.map((statistic) => (
            <li key={statistic.id} className="home-stats__item" data-testid="home-statistic">
              <strong dir="ltr">{statistic.value}</strong>
              <span className="home-stats__title">{pick(statistic.title, language)}</span>
              <span className="home-stats__description">{pick(statistic.description, language)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
