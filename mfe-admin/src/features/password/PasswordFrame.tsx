import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Card, SubmitButton } from '@consulting/ui';
import { ArabicFrame } from '../../shared/ArabicFrame.tsx';
import { PASSWORD_AR } from './texts.ts';

/**
 * The card of the panel's pages outside the signed-in layout (forgot, reset, unlock, first
 * sign-in) in the Arabic frame, light like the sign-in page, no antd.
 */
export function PasswordFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <ArabicFrame>
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 460 }} data-testid={testId}>
          <h2 style={{ textAlign: 'center', margin: '0 0 16px', fontSize: 26, fontWeight: 600 }}>{title}</h2>
          {children}
        </Card>
      </div>
    </ArabicFrame>
  );
}

/** A centred link under a password page's card content. */
export function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
      <Link to={to}>{children}</Link>
    </p>
  );
}

/**
 * The page of a link mailed to staff (`?token=`), in the PasswordFrame `testId`. Without a token
 * it shows `texts.missingToken`; else a form of `children` and a submit button that calls
 * `submit(token)` once `ready()` allows: a string reply is the server's refusal, shown as sent;
 * null shows `texts.done` with a sign-in link. Test ids `${p}-error`, `${p}-done`, `${p}-submit`.
 * `footer` links below, hidden after success unless `footerAfterDone`.
 */
export function MailedLinkPage({
  title,
  testId,
  p,
  texts,
  busy,
  ready = () => true,
  submit,
  noValidate,
  footer,
  footerAfterDone,
  children,
}: {
  title: string;
  testId: string;
  p: string;
  texts: { missingToken: string; done: string; submit: string; submitting: string };
  busy: boolean;
  ready?: () => boolean;
  submit: (token: string) => Promise<string | null>;
  noValidate?: boolean;
  footer: ReactNode;
  footerAfterDone?: boolean;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !ready()) return;
    setFailure(null);
    const result = await submit(token);
    if (result) setFailure(result);
    else setDone(true);
  }

  let body;
  if (done) {
    body = (
      <>
        <Alert type="success" title={texts.done} data-testid={`${p}-done`} />
        <FooterLink to="/admin/login">{PASSWORD_AR.signIn}</FooterLink>
      </>
    );
  } else if (!token) {
    body = <Alert type="error" title={texts.missingToken} data-testid={`${p}-error`} />;
  } else {
    body = (
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate={noValidate}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {failure && <Alert type="error" title={failure} data-testid={`${p}-error`} />}
        {children}
        <SubmitButton busy={busy} busyLabel={texts.submitting} data-testid={`${p}-submit`}>
          {texts.submit}
        </SubmitButton>
      </form>
    );
  }
  return (
    <PasswordFrame title={title} testId={testId}>
      {body}
      {(!done || footerAfterDone) && footer}
    </PasswordFrame>
  );
}
