import { useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Popconfirm, Result, Row, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { ServiceRecord } from '@consulting/contracts';
import { createService, deleteService, updateService, useAdminServices, type ServiceInput } from './api.ts';
import { ServiceForm } from './ServiceForm.tsx';
import { SERVICES_AR as T } from './texts.ts';

/** Spec §2: the search matches the Arabic or the English title, case-insensitively. */
function matches(service: ServiceRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || service.title_ar.toLowerCase().includes(q) || service.title_en.toLowerCase().includes(q);
}

/**
 * `/admin/services` (spec §2 "Other admin pages"): search, card grid, add/edit dialog, delete
 * after confirmation, empty, loading and error states; toasts from spec §8.
 */
export default function ServicesPage() {
  const { notification } = App.useApp();
  const services = useAdminServices();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<{ service: ServiceRecord | null } | null>(null);
  // A fresh dialog (and form store) per opening: antd keeps a form instance's values across
  // openings, so an edit after an add would otherwise show stale or empty fields.
  const [dialogKey, setDialogKey] = useState(0);
  function openDialog(service: ServiceRecord | null) {
    setDialogKey((k) => k + 1);
    setDialog({ service });
  }

  const list = services.state === 'ready' ? services.services : [];
  const shown = list.filter((s) => matches(s, query));

  async function submit(input: ServiceInput) {
    const editing = dialog?.service ?? null;
    try {
      const saved = editing ? await updateService(editing.id, input) : await createService(input);
      services.put(saved);
      notification.success({ title: editing ? T.updated : T.added });
      setDialog(null);
    } catch (error) {
      notification.error({
        title: editing ? T.updateFailed : T.addFailed,
        description: editing ? T.updateFailedDescription : T.addFailedDescription,
      });
      throw error;
    }
  }

  async function remove(service: ServiceRecord) {
    try {
      await deleteService(service.id);
      services.drop(service.id);
      notification.success({ title: T.deleted });
    } catch {
      notification.error({ title: T.deleteFailed, description: T.deleteFailedDescription });
    }
  }

  let body;
  if (services.state === 'loading') {
    body = (
      <div style={{ textAlign: 'center', padding: '4rem 0' }} data-testid="services-loading">
        <Spin size="large" description={T.loading} />
      </div>
    );
  } else if (services.state === 'error') {
    body = (
      <Result
        status="error"
        title={T.loadFailed(services.message)}
        extra={
          <Button onClick={services.reload} data-testid="services-retry">
            {T.retry}
          </Button>
        }
        data-testid="services-error"
      />
    );
  } else if (shown.length === 0) {
    body = <Empty description={list.length === 0 ? T.empty : T.noResults} data-testid="services-empty" />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {shown.map((service) => (
          <Col key={service.id} xs={24} md={12} xl={8}>
            <Card
              data-testid="service-card"
              data-id={service.id}
              title={service.title_ar}
              extra={
                <Tag color={service.is_active ? 'green' : 'default'}>{service.is_active ? T.active : T.inactive}</Tag>
              }
              actions={[
                <Button
                  key="edit"
                  type="text"
                  icon={<EditOutlined />}
                  onClick={() => openDialog(service)}
                  data-testid="service-edit"
                >
                  {T.edit}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={T.confirmDelete}
                  okText={T.delete}
                  cancelText={T.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(service)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} data-testid="service-delete">
                    {T.delete}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Typography.Paragraph type="secondary" dir="ltr" style={{ textAlign: 'right', marginBottom: 8 }}>
                {service.title_en}
              </Typography.Paragraph>
              <Typography.Paragraph ellipsis={{ rows: 3 }}>{service.description_ar}</Typography.Paragraph>
              <Space size="small" wrap>
                <Tag dir="ltr">{service.icon}</Tag>
                <Tag>
                  {T.sortOrderLabel}: {service.sort_order}
                </Tag>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div data-testid="admin-services">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 24 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26, flex: '1 1 auto', minWidth: 'max-content' }}>
          {T.title}
        </Typography.Title>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={T.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ width: 280, maxWidth: '100%' }}
          data-testid="admin-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)} data-testid="service-add">
          {T.add}
        </Button>
      </div>
      {body}
      <ServiceForm
        key={dialogKey}
        open={dialog !== null}
        service={dialog?.service ?? null}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
