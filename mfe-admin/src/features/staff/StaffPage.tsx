import type { HTMLAttributes } from 'react';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { StaffRecord, StaffRole } from '@consulting/contracts';
import { useSession } from '@consulting/platform';
import { serverErrorText } from '../../shared/admin-api.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ScrollRegion } from '../../shared/ScrollRegion.tsx';
import { useAddStaff, useResetStaffPassword, useStaffList, useUpdateStaff } from './api.ts';
import { STAFF_TEXTS as T } from './texts.ts';

interface AddForm {
  name: string;
  email: string;
  role: StaffRole;
}

/** The add form: name, email and role; the server mails the new member a link to choose their password. */
function AddStaffForm() {
  const [form] = Form.useForm<AddForm>();
  const { notification } = App.useApp();
  const add = useAddStaff();

  async function submit(values: AddForm) {
    try {
      await add.mutateAsync({ name: values.name.trim(), email: values.email.trim(), role: values.role });
      notification.success({ title: T.added });
      form.resetFields();
    } catch (error) {
      notification.error({ title: serverErrorText(error) ?? T.failed });
    }
  }

  return (
    <Card title={T.add} style={{ marginBottom: 24 }}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ role: 'editor' }}
        onFinish={(values) => void submit(values)}
        data-testid="staff-add-form"
        style={{ rowGap: 12 }}
      >
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: T.required }]}>
          <Input data-testid="staff-add-name" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="email"
          label={T.email}
          rules={[
            { required: true, whitespace: true, message: T.required },
            { type: 'email', message: T.invalidEmail },
          ]}
        >
          <Input data-testid="staff-add-email" dir="ltr" maxLength={254} />
        </Form.Item>
        <Form.Item name="role" label={T.role}>
          <Select
            data-testid="staff-add-role"
            style={{ minWidth: 120 }}
            options={[
              { value: 'editor', label: T.roles.editor },
              { value: 'admin', label: T.roles.admin },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="staff-add-submit">
            {T.submit}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The actions on one staff member: role, active state, password reset (none on oneself). */
function StaffActions({ member }: { member: StaffRecord }) {
  const { notification } = App.useApp();
  const selfId = useSession((s) => s.admin?.id);
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const busy = update.isPending || reset.isPending;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notification.success({ title: done });
    } catch (error) {
      notification.error({ title: serverErrorText(error) ?? T.failed });
    }
  }

  const locked = member.first_admin || member.id === selfId;
  return (
    <Space wrap>
      {!locked && (
        <Button
          size="small"
          disabled={busy}
          data-testid={`staff-role-${member.email}`}
          onClick={() =>
            void run(
              () => update.mutateAsync({ id: member.id, role: member.role === 'admin' ? 'editor' : 'admin' }),
              T.updated,
            )
          }
        >
          {member.role === 'admin' ? T.makeEditor : T.makeAdmin}
        </Button>
      )}
      {!locked &&
        (member.is_active ? (
          <Popconfirm
            title={T.deactivateConfirm}
            okText={T.yes}
            cancelText={T.no}
            onConfirm={() => run(() => update.mutateAsync({ id: member.id, is_active: false }), T.updated)}
          >
            <Button size="small" danger disabled={busy} data-testid={`staff-deactivate-${member.email}`}>
              {T.deactivate}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            size="small"
            disabled={busy}
            data-testid={`staff-reactivate-${member.email}`}
            onClick={() => void run(() => update.mutateAsync({ id: member.id, is_active: true }), T.updated)}
          >
            {T.reactivate}
          </Button>
        ))}
      {member.id !== selfId && (
        <Popconfirm
          title={T.resetConfirm}
          okText={T.yes}
          cancelText={T.no}
          onConfirm={() => run(() => reset.mutateAsync(member.id), T.reset)}
        >
          <Button size="small" disabled={busy} data-testid={`staff-reset-${member.email}`}>
            {T.resetPassword}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/**
 * `/admin/staff` "فريق العمل" (admins only): the staff table (name, email, role,
 * active, two-factor, the first admin marked), the add form (the server mails a generated
 * password to be changed at first sign-in), and per member: change role, deactivate (with
 * confirmation; their sessions end at once) or reactivate, reset the password. The first admin
 * and oneself cannot be demoted or deactivated; a refused change toasts the server's reason.
 */
export default function StaffPage() {
  const staff = useStaffList();

  return (
    <div data-testid="staff-page">
      <PageHeader title={T.title}>{null}</PageHeader>
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <AddStaffForm />
      {staff.isError && <Alert type="error" title={T.loadFailed} showIcon style={{ marginBottom: 16 }} />}
      <ScrollRegion label={T.title}>
        <Table<StaffRecord>
          rowKey="id"
          loading={staff.isLoading}
          dataSource={staff.data ?? []}
          pagination={false}
          data-testid="staff-table"
          onRow={(member) => ({ 'data-testid': `staff-row-${member.email}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'name',
              title: T.name,
              render: (_, member) => (
                <Space>
                  {member.name}
                  {member.first_admin && <Tag color="gold">{T.firstAdmin}</Tag>}
                </Space>
              ),
            },
            {
              key: 'email',
              title: T.email,
              dataIndex: 'email',
              render: (email: string) => <span dir="ltr">{email}</span>,
            },
            {
              key: 'role',
              title: T.role,
              render: (_, member) => (
                <Tag color={member.role === 'admin' ? 'blue' : 'green'} data-testid={`staff-role-tag-${member.email}`}>
                  {T.roles[member.role]}
                </Tag>
              ),
            },
            {
              key: 'status',
              title: T.status,
              render: (_, member) => (
                <Tag color={member.is_active ? 'success' : 'default'}>{member.is_active ? T.active : T.inactive}</Tag>
              ),
            },
            {
              key: 'two_factor',
              title: T.twoFactor,
              render: (_, member) => (member.two_factor_enabled ? T.on : T.off),
            },
            { key: 'actions', title: T.actions, render: (_, member) => <StaffActions member={member} /> },
          ]}
        />
      </ScrollRegion>
    </div>
  );
}
