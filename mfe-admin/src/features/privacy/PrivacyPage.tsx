import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { serverErrorText } from '../../shared/admin-api.ts';
import { FormModal } from '../../shared/FormModal.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { downloadPersonalData, looksLikeEmail, sameEmail, useErasePersonalData, type ErasedCounts } from './api.ts';
import { PRIVACY_AR as T } from './texts.ts';

/** The problem with `email` as typed, or null when it may be sent. */
function emailProblem(email: string): string | null {
  if (!email.trim()) return T.emailRequired;
  if (!looksLikeEmail(email)) return T.emailInvalid;
  return null;
}

/** What an erasure removed, per service, each count with its Arabic name. */
function ErasureResult({ email, erased }: { email: string; erased: ErasedCounts }) {
  const groups: [keyof ErasedCounts, Record<string, number>][] = [
    ['identity', { account: erased.identity }],
    ['content', erased.content],
    ['requests', erased.requests],
  ];
  return (
    <Card title={T.resultTitle(email)} data-testid="privacy-result" style={{ marginTop: 24 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {groups.map(([service, counts]) => (
          <Descriptions
            key={service}
            title={T.services[service]}
            size="small"
            bordered
            column={1}
            items={Object.entries(counts).map(([key, count]) => ({
              key,
              label: key === 'account' ? T.account : (T.counts[key] ?? key),
              children: <span data-testid={`privacy-count-${service}-${key}`}>{count}</span>,
            }))}
          />
        ))}
      </Space>
    </Card>
  );
}

/**
 * `/admin/privacy` "البيانات الشخصية" (Saudi PDPL): one email, and two actions
 * on everything the site stores about it in the three services. 'تصدير' downloads the zip
 * (`personal-data-YYYY-MM-DD.zip`); 'حذف نهائي' opens a dialog where the admin types the email
 * again (the delete stays greyed until both match), then shows what each service erased. A
 * failure toasts the server's text; an erasure that stopped short can be run again.
 */
export default function PrivacyPage() {
  const { notification } = App.useApp();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [result, setResult] = useState<{ email: string; erased: ErasedCounts } | null>(null);
  const erase = useErasePersonalData();

  /** The email when it may be sent; otherwise shows why not and returns null. */
  function checkedEmail(): string | null {
    const found = emailProblem(email);
    setProblem(found);
    return found ? null : email.trim();
  }

  async function runExport() {
    const target = checkedEmail();
    if (!target) return;
    setExporting(true);
    try {
      const name = await downloadPersonalData(target);
      notification.success({ title: T.exported(name) });
    } catch (error) {
      notification.error({ title: T.exportFailed, description: serverErrorText(error) ?? undefined });
    } finally {
      setExporting(false);
    }
  }

  function askToErase() {
    if (!checkedEmail()) return;
    setConfirmEmail('');
    setConfirming(true);
  }

  async function runErase() {
    const target = email.trim();
    try {
      const reply = await erase.mutateAsync({ email: target, confirm_email: confirmEmail.trim() });
      setConfirming(false);
      setResult({ email: target, erased: reply.erased });
      notification.success({ title: T.erased });
    } catch (error) {
      notification.error({
        title: T.eraseFailed,
        description: [serverErrorText(error), T.eraseRetry].filter(Boolean).join(' '),
      });
    }
  }

  return (
    <div data-testid="admin-privacy">
      <PageHeader title={T.title}>{null}</PageHeader>
      <Card>
        <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
        <label htmlFor="privacy-email" style={{ display: 'block', marginBottom: 8 }}>
          {T.email}
        </label>
        <Space wrap align="start">
          <div>
            <Input
              id="privacy-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="off"
              value={email}
              placeholder={T.emailPlaceholder}
              status={problem ? 'error' : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
                setResult(null);
              }}
              onPressEnter={() => void runExport()}
              style={{ width: 320 }}
              data-testid="privacy-email"
            />
            {problem && (
              <Typography.Text
                type="danger"
                style={{ display: 'block', marginTop: 4 }}
                data-testid="privacy-email-error"
              >
                {problem}
              </Typography.Text>
            )}
          </div>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void runExport()}
            data-testid="privacy-export"
          >
            {T.export}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={askToErase} data-testid="privacy-erase">
            {T.erase}
          </Button>
        </Space>
      </Card>
      {result && <ErasureResult email={result.email} erased={result.erased} />}
      <FormModal
        open={confirming}
        title={T.confirmTitle}
        onClose={() => setConfirming(false)}
        testId="privacy-confirm-dialog"
        submitText={T.erase}
        submitTestId="privacy-erase-confirm"
        busy={erase.isPending}
        submitDisabled={!sameEmail(confirmEmail, email)}
        onSubmit={runErase}
      >
        <Alert type="warning" showIcon title={T.confirmText(email.trim())} style={{ marginBottom: 16 }} />
        <label htmlFor="privacy-confirm-email" style={{ display: 'block', marginBottom: 8 }}>
          {T.confirmLabel}
        </label>
        <Input
          id="privacy-confirm-email"
          name="confirm_email"
          dir="ltr"
          autoComplete="off"
          value={confirmEmail}
          onChange={(event) => setConfirmEmail(event.target.value)}
          onPaste={(event) => event.preventDefault()}
          data-testid="privacy-confirm-email"
        />
        {confirmEmail.trim() !== '' && !sameEmail(confirmEmail, email) && (
          <Typography.Text
            type="danger"
            style={{ display: 'block', marginTop: 4 }}
            data-testid="privacy-confirm-mismatch"
          >
            {T.confirmMismatch}
          </Typography.Text>
        )}
      </FormModal>
    </div>
  );
}
