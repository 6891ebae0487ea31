import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, App, Button, Card, Input, List, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { describeUserAgent, type OwnSessionRecord, type TwoFactorSetupResponse } from '@consulting/contracts';
import { useSession } from '@consulting/platform';
import { serverErrorText } from '../../shared/admin-api.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ScrollRegion } from '../../shared/ScrollRegion.tsx';
import {
  useEndAllSessions,
  useEndSession,
  useOwnSessions,
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from './api.ts';
import { SECURITY_TEXTS as T } from './texts.ts';

/** Toasts the server's reason for a failed call, or the generic text. */
function useFailureToast() {
  const { notification } = App.useApp();
  return (error: unknown) => notification.error({ title: serverErrorText(error) ?? T.failed });
}

/** The ten recovery codes, shown once right after enabling, until the staff member dismisses them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
          <Button onClick={onDone}>{T.recoveryDone}</Button>
        </Space>
      }
    />
  );
}

/**
 * Enrolment: start (QR code and secret), then the first code; `onEnabled` receives the recovery
 * codes (the card shows them: this part is replaced by the "disable" one once enabled).
 */
function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const failed = useFailureToast();
  const { notification } = App.useApp();
  const [pending, setPending] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');

  if (!pending) {
    return (
      <Button
        type="primary"
        loading={setup.isPending}
        data-testid="security-2fa-start"
        onClick={() => setup.mutateAsync().then(setPending, failed)}
      >
        {T.start}
      </Button>
    );
  }

  async function confirm() {
    try {
      const reply = await enable.mutateAsync(code.trim());
      onEnabled(reply.recovery_codes);
      setPending(null);
      setCode('');
      notification.success({ title: T.enabledDone });
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

/** Turning it off: the password (or a code) proves it is the staff member. */
function Disable() {
  const disable = useTwoFactorDisable();
  const failed = useFailureToast();
  const { notification } = App.useApp();
  const [secret, setSecret] = useState('');
  const value = secret.trim();

  async function submit() {
    try {
      await disable.mutateAsync(/^\d{6}$/.test(value) ? { code: value } : { password: secret });
      setSecret('');
      notification.success({ title: T.disabledDone });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Space orientation="vertical">
      <Typography.Text strong>{T.disableTitle}</Typography.Text>
      <Typography.Text type="secondary">{T.disableIntro}</Typography.Text>
      <Space.Compact>
        <Input.Password
          aria-label={T.password}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          data-testid="security-2fa-disable-secret"
        />
        <Button danger loading={disable.isPending} disabled={!value} onClick={() => void submit()}>
          {T.disable}
        </Button>
      </Space.Compact>
    </Space>
  );
}

function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <Card title={T.twoFactorTitle} style={{ marginBottom: 24 }} data-testid="security-2fa">
      <Typography.Paragraph type="secondary">{T.twoFactorIntro}</Typography.Paragraph>
      {status.isError && <Alert type="error" title={T.loadFailed} showIcon />}
      {status.data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Tag color={status.data.enabled ? 'success' : 'default'} data-testid="security-2fa-state">
              {status.data.enabled ? T.enabled : T.disabled}
            </Tag>
            {status.data.enabled && <Typography.Text>{T.codesLeft(status.data.recovery_codes_left)}</Typography.Text>}
          </Space>
          {recoveryCodes && <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
          {status.data.enabled ? <Disable /> : <Enrol onEnabled={setRecoveryCodes} />}
        </Space>
      )}
    </Card>
  );
}

function SessionsCard() {
  const sessions = useOwnSessions();
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const failed = useFailureToast();
  const { notification } = App.useApp();
  const navigate = useNavigate();

  async function signOutEverywhere() {
    try {
      await endAll.mutateAsync();
    } catch (error) {
      failed(error);
      return;
    }
    useSession.getState().signOutAdmin();
    navigate('/admin/login', { replace: true });
  }

  return (
    <Card
      title={T.sessionsTitle}
      data-testid="security-sessions"
      extra={
        <Popconfirm title={T.endAllConfirm} okText={T.yes} cancelText={T.no} onConfirm={() => signOutEverywhere()}>
          <Button danger loading={endAll.isPending} data-testid="security-sessions-end-all">
            {T.endAll}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">{T.sessionsIntro}</Typography.Paragraph>
      {sessions.isError && <Alert type="error" title={T.loadFailed} showIcon />}
      {/* Four columns are wider than a phone (WCAG 1.4.10): the table scrolls, not the page. */}
      <ScrollRegion label={T.sessionsTitle}>
        <Table<OwnSessionRecord>
          rowKey="id"
          size="small"
          pagination={false}
          loading={sessions.isLoading}
          dataSource={sessions.data ?? []}
          columns={[
            {
              key: 'device',
              title: T.device,
              render: (_, session) => (
                <Space>
                  {describeUserAgent(session.user_agent, T.unknownDevice)}
                  {session.current && <Tag color="blue">{T.current}</Tag>}
                </Space>
              ),
            },
            { key: 'ip', title: T.ip, render: (_, session) => <span dir="ltr">{session.ip ?? '—'}</span> },
            {
              key: 'started',
              title: T.started,
              render: (_, session) => new Date(session.created_at).toLocaleString('ar-SA'),
            },
            {
              key: 'end',
              title: '',
              render: (_, session) =>
                session.current ? null : (
                  <Button
                    size="small"
                    loading={endOne.isPending && endOne.variables === session.id}
                    onClick={() =>
                      endOne.mutateAsync(session.id).then(() => notification.success({ title: T.ended }), failed)
                    }
                  >
                    {T.end}
                  </Button>
                ),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}

/**
 * `/admin/account/security` "أمان الحساب" (issue 14 part 2, every staff member, their own
 * account): two-factor sign-in (enrol with a QR code and a first code, the ten recovery codes
 * shown once, or turn it off with the password or a code) and their sessions (device, IP, when
 * it started, this one marked; end one, or sign out everywhere, which signs out here too).
 */
export default function SecurityPage() {
  return (
    <div data-testid="security-page">
      <PageHeader title={T.title}>{null}</PageHeader>
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
