import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@consulting/ui';
import { newPasswordTexts } from '../../translations.ts';
import { useChangeClientPassword } from './api.ts';

/**
 * The change-password form of the client area, on `/user/account` and on the first-sign-in page
 * (spec: at least 10 characters; whether the password is too common is the server's call, and
 * its message is shown as sent). `onChanged` runs after a successful change.
 */
export function ChangePasswordSection({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('client');
  const { busy, submit } = useChangeClientPassword(t('login.connectionError'));
  return (
    <ChangePasswordForm
      texts={{
        ...newPasswordTexts(t),
        current: t('password.current'),
        currentRequired: t('password.currentRequired'),
        changed: t('password.changed'),
        save: t('password.save'),
        saving: t('password.saving'),
      }}
      busy={busy}
      submit={submit}
      onChanged={onChanged}
      testId="change-password"
    />
  );
}
