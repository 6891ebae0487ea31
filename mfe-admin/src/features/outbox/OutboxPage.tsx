import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { OUTBOX_STATUSES, type OutboxMailRecord } from '@consulting/contracts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { AdminTable, useAdminList } from '../../shared/AdminListBody.tsx';
import { arabicDateTime } from '../../shared/arabic-date.ts';
import { DateRangeFilter } from '../../shared/list-controls.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useLoadErrorToast } from '../../shared/paged-list.ts';
import { ListSearch } from '../../shared/SearchInput.tsx';
import { tableFilterValue, tableSortOrder } from '../../shared/table-view.ts';
import { canResend, OUTBOX_SOURCE, OUTBOX_VIEW, resendMail } from './api.ts';
import { OUTBOX_AR as T } from './texts.ts';

/** A mail's status as a coloured tag (`outbox-status`, `data-status`). */
function StatusTag({ mail }: { mail: OutboxMailRecord }) {
  return (
    <Tag color={T.colors[mail.status]} data-testid="outbox-status" data-status={mail.status}>
      {T.statuses[mail.status]}
    </Tag>
  );
}

/**
 * `/admin/outbox` "صندوق البريد الصادر" (admins see the outbox and can resend):
 * a table of recipient, subject, kind, status tag (queued, sending, sent, retrying, failed),
 * attempts, last error, created and sent dates, paged, sorted by date and filtered by status on
 * the server with the view in the URL, searched in recipient and subject; never a mail's body.
 * A failed or sent mail has a resend button that asks first and toasts the outcome.
 */
export default function OutboxPage() {
  const { notification } = App.useApp();
  const mails = useAdminList<OutboxMailRecord>(OUTBOX_VIEW, OUTBOX_SOURCE);
  const { controls, view, refresh, filtered } = mails;
  useLoadErrorToast(mails.page);

  async function resend(mail: OutboxMailRecord) {
    try {
      refresh.saved(await resendMail(mail.id));
      notification.success({ title: T.resent });
    } catch (error) {
      notification.error({ title: T.resendFailed, description: serverErrorText(error) ?? undefined });
    }
  }

  return (
    <div data-testid="admin-outbox">
      <PageHeader title={T.title}>
        <ListSearch controls={controls} placeholder={T.search} width={300} testId="outbox-search" />
      </PageHeader>
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <DateRangeFilter controls={controls} testId="outbox-dates" />
      </Space>
      <AdminTable<OutboxMailRecord>
        list={mails}
        label={T.title}
        testIdPrefix="outbox"
        tableTestId="outbox-table"
        filterKeys={['status']}
        emptyText={filtered ? T.noResults : T.empty}
        onRow={(mail) => ({ 'data-testid': 'outbox-row', 'data-id': mail.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'to',
            title: T.to,
            render: (_, mail) => (
              <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {mail.to}
              </span>
            ),
          },
          { key: 'subject', title: T.subject, render: (_, mail) => mail.subject },
          {
            key: 'kind',
            title: T.kind,
            render: (_, mail) => (mail.kind ? (T.kinds[mail.kind] ?? mail.kind) : '—'),
          },
          {
            key: 'status',
            title: T.status,
            filters: OUTBOX_STATUSES.map((status) => ({ text: T.statuses[status], value: status })),
            filterMultiple: false,
            filteredValue: tableFilterValue(view.filters.status),
            render: (_, mail) => (
              <Space orientation="vertical" size={0}>
                <StatusTag mail={mail} />
                {mail.next_attempt_at && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {T.nextAttempt(arabicDateTime(mail.next_attempt_at))}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { key: 'attempts', title: T.attempts, render: (_, mail) => mail.attempts },
          {
            key: 'last_error',
            title: T.lastError,
            render: (_, mail) =>
              mail.last_error ? (
                <Typography.Text type="danger" dir="ltr" style={{ fontSize: 12 }} data-testid="outbox-error">
                  {mail.last_error}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'created_at',
            title: T.created,
            sorter: true,
            sortOrder: tableSortOrder(view.sort, 'created_at'),
            render: (_, mail) => arabicDateTime(mail.created_at),
          },
          {
            key: 'sent_at',
            title: T.sentAt,
            render: (_, mail) => (mail.sent_at ? arabicDateTime(mail.sent_at) : '—'),
          },
          {
            key: 'resend',
            title: '',
            render: (_, mail) =>
              canResend(mail) ? (
                <Popconfirm
                  title={T.confirmResend(mail.to)}
                  okText={T.confirm}
                  cancelText={T.cancel}
                  onConfirm={() => resend(mail)}
                >
                  <Button size="small" icon={<RedoOutlined />} data-testid="outbox-resend">
                    {T.resend}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
