import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@consulting/ui';
import { CardLine } from '../../CardPage.tsx';
import type { RecoveryFailure } from './api.ts';

/** A refused password call: the server's text as sent, or the connection error. */
export function FailureAlert({
  failure,
  testId,
  style,
}: {
  failure: RecoveryFailure;
  testId: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('client');
  return (
    <Alert
      type="error"
      title={failure.kind === 'server' ? failure.message : t('login.connectionError')}
      style={style}
      data-testid={testId}
    />
  );
}

/** A password call that succeeded: `text` and a link to sign in. */
export function DoneWithSignIn({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('client');
  return (
    <>
      <Alert type="success" title={text} data-testid={testId} />
      <CardLine>
        <Link to="/user/login">{t('reset.signIn')}</Link>
      </CardLine>
    </>
  );
}
