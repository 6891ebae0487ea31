import { pick, useLanguage } from '@consulting/platform';
import type { Figure } from './figures.ts';

/** A band of figures (value over label) under a title, e.g. the team's and partners' statistics. */
export function FigureBand({ title, figures, testId }: { title: string; figures: Figure[]; testId: string }) {
  const language = useLanguage((state) => state.language);
  return (
    <section className="about-figures" aria-label={title} data-testid={testId}>
      <div className="container">
        <h2>{title}</h2>
        <ul className="about-figures__grid">
          {figures.map((figure) => (
            <li key={figure.label.en} className="about-figures__item">
              <strong dir="ltr">{figure.value}</strong>
              <span>{pick(figure.label, language)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
