import type { ReactNode } from 'react';

/** The call-to-action band that closes an about page: a title (`<h2 id={id}>`), a text, `children` as its actions. */
export function AboutBanner({
  id,
  title,
  text,
  testId,
  children,
}: {
  id: string;
  title: string;
  text: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="container">
        <div className="about-banner" data-testid={testId}>
          <div>
            <h2 id={id}>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="about-banner__actions">{children}</div>
        </div>
      </div>
    </section>
  );
}
