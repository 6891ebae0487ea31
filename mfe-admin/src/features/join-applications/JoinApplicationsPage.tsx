import { Empty, Typography } from 'antd';
import { AR } from '../../texts.ts';

/** `/admin/join-applications`: linked from the sidebar; the management table comes in a later issue. */
export default function JoinApplicationsPage() {
  return (
    <div data-testid="admin-join-applications">
      <Typography.Title level={3}>{AR.joinApplications.title}</Typography.Title>
      <Empty description={AR.joinApplications.soon} />
    </div>
  );
}
