import { useState } from 'react';
import { App, Button, Empty, Input, Space, Table, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { UserRecord } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { serverErrorText } from '../../shared/admin-api.ts';
import { arabicDate } from '../../shared/arabic-date.ts';
import { FormModal } from '../../shared/FormModal.tsx';
import { LabelledField as Field } from '../../shared/LabelledField.tsx';
import { canCreateUser, createUser, type NewUserFields } from './api.ts';

const EMPTY: NewUserFields = { name: '', email: '', password: '', phone: '', company: '' };

/**
 * The add-user button and dialog (spec §2, §5, §8): name, email and password required (the
 * create button stays disabled without them), phone and company optional. Toasts 'تم إنشاء
 * المستخدم' or 'فشل في إنشاء المستخدم' (with the server's text, e.g. a duplicate email).
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
        destroyOnHidden
        submitText={AR.users.create}
        submitTestId="add-user-submit"
        busy={busy}
        submitDisabled={!canCreateUser(fields)}
        onSubmit={submit}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="add-user-dialog">
          <Field label={AR.users.name} required>
            <Input value={fields.name} onChange={(e) => set('name', e.target.value)} data-testid="add-user-name" />
          </Field>
          <Field label={AR.users.email} required>
            <Input
              type="email"
              dir="ltr"
              value={fields.email}
              onChange={(e) => set('email', e.target.value)}
              data-testid="add-user-email"
            />
          </Field>
          <Field label={AR.users.password} required>
            <Input.Password
              dir="ltr"
              value={fields.password}
              onChange={(e) => set('password', e.target.value)}
              data-testid="add-user-password"
            />
          </Field>
          <Field label={AR.users.phone}>
            <Input
              dir="ltr"
              value={fields.phone}
              onChange={(e) => set('phone', e.target.value)}
              data-testid="add-user-phone"
            />
          </Field>
          <Field label={AR.users.company}>
            <Input
              value={fields.company}
              onChange={(e) => set('company', e.target.value)}
              data-testid="add-user-company"
            />
          </Field>
        </Space>
      </FormModal>
    </>
  );
}

/**
 * The users tab of the dashboard (spec §2 "Admin dashboard"): name, email, phone, company,
 * registration date (ar-SA) and an active/inactive badge, plus the add-user dialog.
 */
export function UsersTab({ users, onCreated }: { users: UserRecord[]; onCreated: (user: UserRecord) => void }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <AddUserDialog onCreated={onCreated} />
      </div>
      <div data-testid="users-table">
        <Table<UserRecord>
          rowKey="id"
          dataSource={users}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={AR.users.empty} /> }}
          onRow={(user) =>
            ({ 'data-testid': 'user-row', 'data-email': user.email }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            { key: 'name', title: AR.users.name, render: (_, user) => user.name || user.full_name },
            {
              key: 'email',
              title: AR.users.email,
              render: (_, user) => (
                <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {user.email}
                </span>
              ),
            },
            { key: 'phone', title: AR.users.phone, render: (_, user) => <span dir="ltr">{user.phone || '—'}</span> },
            { key: 'company', title: AR.users.company, render: (_, user) => user.company || '—' },
            { key: 'created', title: AR.users.registered, render: (_, user) => arabicDate(user.created_at) },
            {
              key: 'active',
              title: AR.users.status,
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
          ]}
        />
      </div>
    </Space>
  );
}
