import { useState } from 'react';
import { App, Button, Input, Space, Tag, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { UserRecord } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { AdminTable, useAdminList } from '../../shared/AdminListBody.tsx';
import { arabicDate } from '../../shared/arabic-date.ts';
import { RecordHistoryButton } from '../../shared/audit/RecordHistory.tsx';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { FormModal } from '../../shared/FormModal.tsx';
import { LabelledField as Field, TextField } from '../../shared/LabelledField.tsx';
import { DateRangeFilter } from '../../shared/list-controls.tsx';
import { useLoadErrorToast } from '../../shared/paged-list.ts';
import { ListSearch } from '../../shared/SearchInput.tsx';
import { tableFilterValue, tableSortOrder } from '../../shared/table-view.ts';
import { canCreateUser, createUser, USERS_SOURCE, USERS_VIEW, type NewUserFields } from './api.ts';

const EMPTY: NewUserFields = { name: '', email: '', password: '', phone: '', company: '' };

/**
 * The add-user button and dialog (spec §2, §5, §8): name and email required (the create button
 * stays disabled without them); password, phone and company optional: without a password the
 * client is mailed a link to choose it (no password ever goes by mail). Toasts 'تم إنشاء
 * المستخدم' or 'فشل في إنشاء المستخدم' (with the server's text, e.g. a duplicate email or a
 * password that is too easy to guess).
 */
function AddUserDialog({ onCreated }: { onCreated: (user: UserRecord) => void }) {
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<NewUserFields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof NewUserFields, value: string) => setFields((prev) => ({ ...prev, [key]: value }));

  function close() {
    setOpen(false);
    setFields(EMPTY);
  }

  async function submit() {
    setBusy(true);
    try {
      const user = await createUser(fields);
      notification.success({ title: AR.users.created });
      close();
      onCreated(user);
    } catch (error) {
      notification.error({ title: AR.users.createFailed, description: serverErrorText(error) ?? undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => setOpen(true)} data-testid="add-user-open">
        {AR.users.add}
      </Button>
      <FormModal
        open={open}
        title={AR.users.addTitle}
        onClose={close}
        submitText={AR.users.create}
        submitTestId="add-user-submit"
        busy={busy}
        submitDisabled={!canCreateUser(fields)}
        onSubmit={submit}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="add-user-dialog">
          <TextField
            label={AR.users.name}
            required
            value={fields.name}
            onChange={(value) => set('name', value)}
            testId="add-user-name"
          />
          <TextField
            label={AR.users.email}
            required
            type="email"
            dir="ltr"
            value={fields.email}
            onChange={(value) => set('email', value)}
            testId="add-user-email"
          />
          <Field label={AR.users.password}>
            <Input.Password
              dir="ltr"
              value={fields.password}
              onChange={(e) => set('password', e.target.value)}
              data-testid="add-user-password"
            />
            <Typography.Text type="secondary" data-testid="add-user-password-hint">
              {AR.users.passwordHint}
            </Typography.Text>
          </Field>
          <TextField
            label={AR.users.phone}
            dir="ltr"
            value={fields.phone}
            onChange={(value) => set('phone', value)}
            testId="add-user-phone"
          />
          <TextField
            label={AR.users.company}
            value={fields.company}
            onChange={(value) => set('company', value)}
            testId="add-user-company"
          />
        </Space>
      </FormModal>
    </>
  );
}

/**
 * The users tab of the dashboard (spec §2 "Admin dashboard"): a table of name, email,
 * phone, company, role, registration date (ar-SA) and an active/inactive badge, paged, sorted
 * (name, email, date) and filtered (role, active) on the server through the table's own
 * controls, searched (name, email, phone, company), all kept in the URL next to `tab`; CSV
 * export of the current view, each account's history, and the add-user dialog.
 */
export function UsersTab() {
  const users = useAdminList<UserRecord>(USERS_VIEW, USERS_SOURCE);
  const { controls, view, refresh, filtered } = users;
  useLoadErrorToast(users.page);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Space wrap>
          <ListSearch controls={controls} placeholder={AR.users.search} width={300} testId="users-search" />
          <DateRangeFilter controls={controls} testId="users-dates" />
        </Space>
        <Space wrap>
          <ExportButton path={USERS_SOURCE.path} query={controls.exportQuery} fileName="users" testId="users-export" />
          <AddUserDialog onCreated={refresh.saved} />
        </Space>
      </div>
      <AdminTable<UserRecord>
        list={users}
        label={AR.tabs.users}
        testIdPrefix="users"
        tableTestId="users-table"
        filterKeys={['role', 'is_active']}
        emptyText={filtered ? AR.users.noResults : AR.users.empty}
        onRow={(user) => ({ 'data-testid': 'user-row', 'data-email': user.email }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            title: AR.users.name,
            sorter: true,
            sortOrder: tableSortOrder(view.sort, 'name'),
            render: (_, user) => user.name || user.full_name,
          },
          {
            key: 'email',
            title: AR.users.email,
            sorter: true,
            sortOrder: tableSortOrder(view.sort, 'email'),
            render: (_, user) => (
              <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {user.email}
              </span>
            ),
          },
          {
            key: 'phone',
            title: AR.users.phone,
            render: (_, user) => <span dir="ltr">{user.phone || '—'}</span>,
          },
          { key: 'company', title: AR.users.company, render: (_, user) => user.company || '—' },
          {
            key: 'role',
            title: AR.users.role,
            filters: [
              { text: AR.users.roles.client, value: 'client' },
              { text: AR.users.roles.admin, value: 'admin' },
            ],
            filterMultiple: false,
            filteredValue: tableFilterValue(view.filters.role),
            render: (_, user) => AR.users.roles[user.role] ?? user.role,
          },
          {
            key: 'created_at',
            title: AR.users.registered,
            sorter: true,
            sortOrder: tableSortOrder(view.sort, 'created_at'),
            render: (_, user) => arabicDate(user.created_at),
          },
          {
            key: 'is_active',
            title: AR.users.status,
            filters: [
              { text: AR.users.active, value: 'true' },
              { text: AR.users.inactive, value: 'false' },
            ],
            filterMultiple: false,
            filteredValue: tableFilterValue(view.filters.is_active),
            render: (_, user) => (
              <Tag
                color={user.is_active ? 'green' : 'red'}
                data-testid="user-active-badge"
                data-active={String(user.is_active)}
              >
                {user.is_active ? AR.users.active : AR.users.inactive}
              </Tag>
            ),
          },
          {
            key: 'history',
            title: '',
            render: (_, user) => <RecordHistoryButton entity="user" id={user.id} title={user.email} size="small" />,
          },
        ]}
      />
    </Space>
  );
}
