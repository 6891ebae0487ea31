import { useState, type FormEvent } from 'react';
import { FormField, SubmitButton, useToast } from '@consulting/ui';
import { verifyAdminTwoFactor } from './api.ts';

/** Texts of the code step (Arabic only, spec §1). */
const T = {
  title: 'التحقق بخطوتين',
  intro: 'أدخل الرمز المكوّن من ست خانات من تطبيق المصادقة.',
  code: 'رمز التحقق',
  recoveryIntro: 'أدخل أحد رموز الاسترداد التي حفظتها عند التفعيل (يصلح كل رمز مرة واحدة).',
  recovery: 'رمز الاسترداد',
  useRecovery: 'استخدم رمز استرداد',
  useCode: 'استخدم رمز التطبيق',
  submit: 'تحقق',
  submitting: 'جارٍ التحقق...',
  required: 'يرجى إدخال الرمز',
  again: 'أدخل كلمة المرور من جديد لرمز آخر.',
} as const;

/**
 * The code step of `/admin/login` for a staff member with two-factor sign-in on: a 6-digit code
 * from the authenticator app, or a recovery code. `onSignedIn` runs once the session is stored.
 * The server uses the challenge up with its first code, right or wrong: a wrong or reused code,
 * or a step past its 5 minutes, toasts the server's text and `onChallengeUsed` takes the member
 * back to the password. Built without antd, like the rest of the sign-in page.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onChallengeUsed,
}: {
  challenge: string;
  onSignedIn: () => void;
  onChallengeUsed: () => void;
}) {
  const toast = useToast();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = value.trim();
    if (!typed) {
      toast.error({ title: T.required });
      return;
    }
    setBusy(true);
    const failure = await verifyAdminTwoFactor(challenge, recovery ? { recovery_code: typed } : { code: typed });
    setBusy(false);
    if (failure) {
      toast.error({ title: failure.title, description: T.again });
      onChallengeUsed();
      return;
    }
    onSignedIn();
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      data-testid="admin-2fa-step"
    >
      <h3 style={{ margin: 0, textAlign: 'center' }}>{T.title}</h3>
      <p style={{ margin: 0, color: 'var(--ui-text-secondary)' }}>{recovery ? T.recoveryIntro : T.intro}</p>
      <FormField label={recovery ? T.recovery : T.code}>
        {({ labelId: _labelId, ...field }) => (
          <input
            {...field}
            name={recovery ? 'recovery_code' : 'code'}
            dir="ltr"
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            data-testid="admin-2fa-code"
            autoFocus
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel={T.submitting} data-testid="admin-2fa-submit">
        {T.submit}
      </SubmitButton>
      <button
        type="button"
        className="ui-link-button"
        style={{ background: 'none', border: 'none', color: 'var(--ui-primary, #1677ff)', cursor: 'pointer' }}
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
        }}
        data-testid="admin-2fa-toggle"
      >
        {recovery ? T.useCode : T.useRecovery}
      </button>
    </form>
  );
}
