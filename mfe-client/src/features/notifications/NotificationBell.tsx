import { useTranslation } from 'react-i18next';
import { Button, Empty, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import '../../translations.ts';

/**
 * The navbar's notifications bell (spec §2 "Notifications bell"), exposed as
 * `mfe_client/NotificationBell`. For now it only opens a popover saying there are no
 * notifications; polling and mark-as-read come in a later issue. Renders only its own small UI.
 */
export default function NotificationBell() {
  const { t } = useTranslation('client');
  return (
    <Popover
      trigger="click"
      placement="bottom"
      title={t('notifications.label')}
      content={
        <div style={{ width: 260, maxHeight: '24rem', overflowY: 'auto' }} data-testid="notifications-popover">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
        </div>
      }
    >
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={t('notifications.label')}
        data-testid="notification-bell"
      />
    </Popover>
  );
}
