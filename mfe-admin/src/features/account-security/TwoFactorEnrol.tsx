import { useState } from 'react';
import { Alert, App, Button, Input, List, Space, Typography } from 'antd';
import type { TwoFactorSetupResponse } from '@consulting/contracts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { useTwoFactorEnable, useTwoFactorSetup } from './api.ts';
import { SECURITY_TEXTS as T } from './texts.ts';

/** Toasts the server's reason for a failed call (e.g. 'كلمة المرور الحالية غير صحيحة'), or the generic text. */
export function useFailureToast() {
  const { notification } = App.useApp();
  return (error: unknown) => notification.error({ title: serverErrorText(error) ?? T.failed });
}

/** The ten recovery codes, shown once right after enabling, until the staff member dismisses them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={T.recoveryTitle}
      data-testid="security-recovery-codes"
      description={
        <Space orientation="vertical">
          <Typography.Text>{T.recoveryIntro}</Typography.Text>
          <List
            size="small"
            dataSource={codes}
            renderItem={(item) => (
              <List.Item>
                <Typography.Text code copyable dir="ltr">
                  {item}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Button onClick={onDone} data-testid="security-recovery-done">
            {T.recoveryDone}
          </Button>
        </Space>
      }
    />
  );
}

/**
 * Enrolment (the security page, and the set-up page an admin owing enrolment is held on): the
 * current password first (the server asks for it, and counts a wrong one toward the lockout),
 * then the QR code and secret, then the first code; `onEnabled` receives the recovery codes.
 */
export function TwoFactorEnrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const failed = useFailureToast();
  const { notification } = App.useApp();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');

  if (!pending) {
    return (
      <Space orientation="vertical">
        <Typography.Text type="secondary">{T.startIntro}</Typography.Text>
        <Space.Compact>
          <Input.Password
            aria-label={T.password}
            placeholder={T.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="security-2fa-password"
          />
          <Button
            type="primary"
            loading={setup.isPending}
            disabled={!password}
            data-testid="security-2fa-start"
            onClick={() => setup.mutateAsync(password).then(setPending, failed)}
          >
            {T.start}
          </Button>
        </Space.Compact>
      </Space>
    );
  }

  async function confirm() {
    try {
      const reply = await enable.mutateAsync({ password, code: code.trim() });
      setPending(null);
      setCode('');
      setPassword('');
      notification.success({ title: T.enabledDone });
      onEnabled(reply.recovery_codes);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Space orientation="vertical" data-testid="security-2fa-setup">
      <Typography.Text>{T.scan}</Typography.Text>
      <img src={pending.qr_data_url} alt={pending.otpauth_url} width={200} height={200} data-testid="security-2fa-qr" />
      <Typography.Text code copyable dir="ltr" data-testid="security-2fa-secret">
        {pending.secret}
      </Typography.Text>
      <Space.Compact>
        <Input
          aria-label={T.code}
          placeholder={T.codePlaceholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          data-testid="security-2fa-code"
        />
        <Button
          type="primary"
          loading={enable.isPending}
          disabled={!/^\d{6}$/.test(code.trim())}
          onClick={() => void confirm()}
          data-testid="security-2fa-enable"
        >
          {T.enable}
        </Button>
      </Space.Compact>
    </Space>
  );
}
