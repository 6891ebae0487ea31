import type { ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import type { AdminListActions, AdminListState } from './admin-list.ts';

/**
 * What an admin list page shows under its header (spec §2 "Other admin pages"): a large spinner
 * while `list` loads, an error result with a retry button (`list.reload`) when it failed, an
 * `Empty` with `emptyText` when that is given (no items, or none match), else `children`.
 * With `testIdPrefix` p the parts are `p-loading`, `p-error`, `p-retry` and `p-empty`.
 */
export function AdminListBody({
  list,
  texts,
  testIdPrefix,
  spinnerPadding = '4rem 0',
  emptyText,
  children,
}: {
  list: AdminListState<unknown> & Pick<AdminListActions<unknown>, 'reload'>;
  /** The spinner's text, the error title (from the error's message) and the retry label. */
  texts: { loading: string; loadFailed: (message: string) => string; retry: string };
  testIdPrefix?: string;
  /** CSS padding around the spinner. */
  spinnerPadding?: string;
  emptyText?: string | null;
  children: ReactNode;
}) {
  const testId = (part: string) => (testIdPrefix ? `${testIdPrefix}-${part}` : undefined);
  if (list.state === 'loading') {
    return (
      <div style={{ textAlign: 'center', padding: spinnerPadding }} data-testid={testId('loading')}>
        <Spin size="large" description={texts.loading} />
      </div>
    );
  }
  if (list.state === 'error') {
    return (
      <Result
        status="error"
        title={texts.loadFailed(list.message)}
        extra={
          <Button onClick={list.reload} data-testid={testId('retry')}>
            {texts.retry}
          </Button>
        }
        data-testid={testId('error')}
      />
    );
  }
  if (emptyText != null) return <Empty description={emptyText} data-testid={testId('empty')} />;
  return <>{children}</>;
}
