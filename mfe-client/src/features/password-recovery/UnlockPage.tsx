import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, SubmitButton } from '@consulting/ui';
import { CardLine, CardPage } from '../../CardPage.tsx';
import { useUnlockAccount, type RecoveryFailure } from './api.ts';
import { DoneWithSignIn, FailureAlert } from './RecoveryAlerts.tsx';

/**
 * `/user/unlock?token=`: the page of the unlock link mailed with a lockout notice, in the site's
 * language. The lock is lifted only when the owner presses the button (a mail scanner that opens
 * the link does not use it up); then a link to sign in. A used or expired link shows the server's
 * text, with the forgot-password page for an owner who did not make the attempts.
 */
export default function UnlockPage() {
  const { t } = useTranslation('client');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { busy, unlock } = useUnlockAccount();
  const [failure, setFailure] = useState<RecoveryFailure | null>(null);
  const [done, setDone] = useState(false);

  async function onUnlock(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = await unlock(token);
    if (result) setFailure(result);
    else setDone(true);
  }

  let body;
  if (done) {
    body = <DoneWithSignIn text={t('unlock.done')} testId="unlock-done" />;
  } else if (!token) {
    body = <Alert type="error" title={t('unlock.missingToken')} data-testid="unlock-error" />;
  } else {
    body = (
      <form onSubmit={(event) => void onUnlock(event)} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {failure && <FailureAlert failure={failure} testId="unlock-error" />}
        <p style={{ margin: 0 }}>{t('unlock.intro')}</p>
        <SubmitButton busy={busy} busyLabel={t('unlock.submitting')} data-testid="unlock-submit">
          {t('unlock.submit')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <CardPage testId="client-unlock" title={t('unlock.title')}>
      {body}
      <CardLine>
        <Link to="/user/forgot-password">{t('unlock.notYou')}</Link>
      </CardLine>
    </CardPage>
  );
}
