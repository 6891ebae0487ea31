import { useTranslation } from 'react-i18next';
import { useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { useHomeStatistics } from './home-content.ts';
import { Section } from '../../ui-local/Section.tsx';

/**
 * The home statistics band (spec §2 "Home"): the editors' statistics in four
 * columns (the built-in four while the snapshot is unknown); nothing at all when there are none.
 */
export function StatisticsSection() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const statistics = useHomeStatistics();
  if (statistics.length === 0) return null;
  const ar = language === 'ar';
  return (
    <Section
      id="home-stats-title"
      title={t('statistics.title')}
      eyebrow={t('statistics.eyebrow')}
      className="home-stats"
      testId="home-statistics"
    >
      <ul className="home-stats__grid">
        {statistics.map((statistic) => (
          <li key={statistic.id} className="home-stats__item" data-testid="home-statistic">
            <strong dir="ltr">{statistic.value}</strong>
            <span className="home-stats__title">{ar ? statistic.title_ar : statistic.title_en}</span>
            <span className="home-stats__description">{ar ? statistic.description_ar : statistic.description_en}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
