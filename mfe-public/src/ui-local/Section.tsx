import type { ReactNode } from 'react';

/**
 * A titled band of a public page: a `<section>` (class `className`; `home-section` by default,
 * shaded when `tinted`) labelled by the `<h2 id={id}>` of its `section-header`, with an optional
 * eyebrow over and subtitle under the title, then `children`.
 */
export function Section({
  id,
  title,
  eyebrow,
  subtitle,
  tinted,
  className = tinted ? 'home-section home-section--tinted' : 'home-section',
  testId,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  tinted?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <div className="container">
        <header className="section-header">
          {eyebrow && <span className="section-header__eyebrow">{eyebrow}</span>}
          <h2 id={id}>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
