import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { App, Button, Card, Input, Typography } from 'antd';
import { HomeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { useSession } from '@consulting/platform';
import { AdminFrame } from '../../layout/AdminFrame.tsx';
import { AR } from '../../texts.ts';
import { useAdminLogin } from './api.ts';

/**
 * `/admin/login` (spec §2 "Admin login", §5, §8): both fields required ('يرجى إدخال البريد
 * الإلكتروني وكلمة المرور'); a signed-in admin goes to /admin/dashboard; toasts on success and failure
 * (antd `App` from AdminRoot, the admin area's root route).
 */
export default function AdminLoginPage() {
  const admin = useSession((s) => s.admin);
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { busy, login } = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  if (admin) return <Navigate to="/admin/dashboard" replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setMissing(true);
      notification.error({ title: AR.login.required });
      return;
    }
    setMissing(false);
    const failure = await login(email, password);
    if (failure) {
      notification.error({ title: failure.title, description: failure.description });
      return;
    }
    notification.success({ title: AR.login.success });
    navigate('/admin/dashboard', { replace: true });
  }

  return (
    <AdminFrame>
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 420 }} data-testid="admin-login">
          <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
            {AR.login.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {AR.login.subtitle}
          </Typography.Paragraph>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <label style={{ display: 'block', marginBottom: 16 }}>
              <Typography.Text strong>{AR.login.email}</Typography.Text>
              <Input
                name="email"
                type="email"
                dir="ltr"
                autoComplete="username"
                prefix={<MailOutlined />}
                placeholder={AR.login.emailPlaceholder}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                status={missing && !email.trim() ? 'error' : undefined}
                style={{ marginTop: 8 }}
              />
            </label>
            <label style={{ display: 'block', marginBottom: 16 }}>
              <Typography.Text strong>{AR.login.password}</Typography.Text>
              <Input.Password
                name="password"
                autoComplete="current-password"
                prefix={<LockOutlined />}
                placeholder={AR.login.passwordPlaceholder}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                status={missing && !password ? 'error' : undefined}
                style={{ marginTop: 8 }}
              />
            </label>
            <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="admin-login-submit">
              {busy ? AR.login.submitting : AR.login.submit}
            </Button>
          </form>
          <div style={{ textAlign: 'center', marginTop: 16 }}>
            <Link to="/">
              <HomeOutlined /> {AR.login.backHome}
            </Link>
          </div>
        </Card>
      </div>
    </AdminFrame>
  );
}
