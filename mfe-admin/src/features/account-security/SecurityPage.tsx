import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { describeUserAgent, type OwnSessionRecord } from '@consulting/contracts';
import { useSession } from '@consulting/platform';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ScrollRegion } from '../../shared/ScrollRegion.tsx';
import { useEndAllSessions, useEndSession, useOwnSessions, useTwoFactorDisable, useTwoFactorStatus } from './api.ts';
import { SECURITY_TEXTS as T } from './texts.ts';
import { RecoveryCodes, TwoFactorEnrol, useFailureToast } from './TwoFactorEnrol.tsx';

/** Turning it off: the current password proves it is the staff member. */
function Disable() {
  const disable = useTwoFactorDisable();
  const failed = useFailureToast();
  const { notification } = App.useApp();
  const [secret, setSecret] = useState('');

  async function submit() {
    try {
      await disable.mutateAsync(secret);
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
        <Button danger loading={disable.isPending} disabled={!secret} onClick={() => void submit()}>
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
          {status.data.enabled ? <Disable /> : <TwoFactorEnrol onEnabled={setRecoveryCodes} />}
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
 * `/admin/account/security` "أمان الحساب" (every staff member, their own
 * account): two-factor sign-in (enrol with the current password, a QR code and a first code, the
 * ten recovery codes shown once, or turn it off with the current password) and their sessions (device, IP, when
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
