import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import { useClientLogin, type LoginFailure } from './api.ts';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * `/user/login` (spec §2 "Client login", §5, §8): email and password, both required; a signed-in
 * client goes straight to `/user/dashboard`; accounts come from the company (link to /contact).
 */
export default function LoginPage() {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { busy, login } = useClientLogin();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  if (user) return <Navigate to="/user/dashboard" replace />;

  async function onFinish(values: LoginValues) {
    setFailure(null);
    const result = await login(values.email, values.password);
    if (result) setFailure(result);
    else navigate('/user/dashboard', { replace: true });
  }

  const failureText =
    failure?.kind === 'server'
      ? failure.message
      : failure?.kind === 'network'
        ? t('login.connectionError')
        : t('login.failed');

  return (
    <div style={{ maxWidth: 440, margin: '3rem auto', padding: '0 1rem' }} data-testid="client-login">
      <Card>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        {failure && (
          <Alert type="error" showIcon title={failureText} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <Form<LoginValues> layout="vertical" onFinish={(values) => void onFinish(values)} requiredMark={false}>
          <Form.Item
            label={t('login.email')}
            name="email"
            rules={[{ required: true, whitespace: true, message: t('login.emailRequired') }]}
          >
            <Input
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              prefix={<MailOutlined />}
              placeholder={t('login.emailPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              name="password"
              autoComplete="current-password"
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t('login.noAccount')} <Link to="/contact">{t('login.contactUs')}</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
