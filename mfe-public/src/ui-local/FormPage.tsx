import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Result } from '@consulting/ui';

/** The band at the top of a public page (forms, contact, news): its one `<h1>` and a subtitle. */
export function FormPageHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </div>
    </section>
  );
}

/**
 * What a public form page shows once its form was sent: the success result with a link home and
 * a button that starts another form (`again`), then `children`. Test ids: `testId` on the panel,
 * `home.testId` and `again.testId` on the two actions.
 */
export function FormSuccessPanel({
  testId,
  title,
  text,
  home,
  again,
  children,
}: {
  testId: string;
  title: string;
  text: string;
  home: { label: string; testId: string };
  again: { label: string; testId: string; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="form-panel" data-testid={testId}>
      <Result
        status="success"
        title={title}
        subTitle={text}
        extra={[
          // A link drawn as the primary button (a button inside a link would nest two controls).
          <Link key="home" to="/" className="ui-btn ui-btn-primary" data-testid={home.testId}>
            <span>{home.label}</span>
          </Link>,
          <Button key="again" onClick={again.onClick} data-testid={again.testId}>
            {again.label}
          </Button>,
        ]}
      />
      {children}
    </div>
  );
}
