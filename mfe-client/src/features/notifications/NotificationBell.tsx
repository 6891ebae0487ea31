import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Popover, Typography, theme } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { NotificationRecord } from '@consulting/contracts';
import { QueryRoot, useLanguage, type Language } from '@consulting/platform';
import { AntdRoot } from '@consulting/ui/antd-root';
import '../../translations.ts';
import { useNotifications } from './api.ts';
import { relativeTime } from './relative-time.ts';

/** The badge text: the count, capped at '9+' (spec §9). */
function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

function NotificationItem({
  notification,
  language,
  onOpenLink,
  onMarkRead,
}: {
  notification: NotificationRecord;
  language: Language;
  onOpenLink: () => void;
  onMarkRead: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation('client');
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);
  const title = language === 'ar' ? notification.title_ar : notification.title_en;
  const message = language === 'ar' ? notification.message_ar : notification.message_en;

  async function markRead() {
    setBusy(true);
    await onMarkRead(notification.id);
    setBusy(false);
  }

  return (
    <li
      data-testid="notification-item"
      data-notification-id={notification.id}
      data-read={String(notification.is_read)}
      style={{
        padding: '10px 12px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        // A light tint of the theme's primary colour; the shell's dark primary makes colorPrimaryBg grey.
        background: notification.is_read ? undefined : `color-mix(in srgb, ${token.colorPrimary} 8%, transparent)`,
      }}
    >
      <Typography.Text strong={!notification.is_read}>
        {notification.link ? (
          <Link
            to={notification.link}
            onClick={onOpenLink}
            style={{ color: token.colorPrimary }}
            data-testid="notification-link"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography.Text>
      <Typography.Paragraph style={{ margin: '2px 0 4px', fontSize: 13 }}>{message}</Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={notification.created_at}>{relativeTime(notification.created_at, language)}</time>
        </Typography.Text>
        {!notification.is_read && (
          <Button
            size="small"
            type="link"
            loading={busy}
            onClick={() => void markRead()}
            data-testid="notification-mark-read"
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The navbar's notifications bell (spec §2 "Notifications bell"), exposed as
 * `mfe_client/NotificationBell`; the shell renders it only for a signed-in client. A bell with
 * an unread badge ('9+' above 9, hidden at 0) opens a popover of notifications in the current
 * language with their relative time; unread ones are highlighted and can be marked as read.
 * 'View all notifications' only closes the popover. Takes no props. Brings its own antd
 * providers (`AntdRoot`, inline) and its query cache (`QueryRoot`): the shell gives neither.
 */
export default function NotificationBell() {
  return (
    <QueryRoot>
      <AntdRoot component="span">
        <Bell />
      </AntdRoot>
    </QueryRoot>
  );
}

function Bell() {
  const { t } = useTranslation('client');
  const { token } = theme.useToken();
  const language = useLanguage((s) => s.language);
  const { notifications, unreadCount, markRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const content = (
    <div style={{ width: 320, maxWidth: '80vw' }} data-testid="notifications-popover">
      {notifications.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('notifications.empty')}
          data-testid="notifications-empty"
        />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '24rem', overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              language={language}
              onOpenLink={close}
              onMarkRead={markRead}
            />
          ))}
        </ul>
      )}
      <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8, textAlign: 'center' }}>
        <Button type="link" block onClick={close} data-testid="notifications-view-all">
          {t('notifications.viewAll')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={setOpen}
      title={t('notifications.label')}
      content={content}
    >
      <span style={{ position: 'relative', display: 'inline-block' }}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={t('notifications.label')}
          data-testid="notification-bell"
        />
        {unreadCount > 0 && (
          <span
            data-testid="notification-badge"
            dir="ltr"
            style={{
              position: 'absolute',
              top: -4,
              insetInlineEnd: -4,
              minWidth: 18,
              height: 18,
              padding: '0 5px',
              borderRadius: 9,
              background: token.colorError,
              color: '#fff',
              fontSize: 11,
              lineHeight: '18px',
              textAlign: 'center',
              boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
              pointerEvents: 'none',
            }}
          >
            {badgeText(unreadCount)}
          </span>
        )}
      </span>
    </Popover>
  );
}
