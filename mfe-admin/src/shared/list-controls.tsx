import { Input, Pagination, Select, Space, Typography, type TablePaginationConfig } from 'antd';
import { AR } from '../texts.ts';
import { PAGE_SIZE_OPTIONS, type ListViewControls } from './list-view.ts';

/** antd pagination settings of a paged list: the URL's page and size, the server's total, sizes up to 100. */
export function paginationProps(controls: ListViewControls, total: number) {
  return {
    current: controls.view.page,
    pageSize: controls.view.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
    showTotal: (n: number) => AR.list.total(n),
    onChange: (page: number, pageSize: number) => controls.setPage(page, pageSize),
  } satisfies TablePaginationConfig;
}

/** The pagination under a card list (messages, news, requests, catalogues); nothing when the list is empty. */
export function ListPagination({
  controls,
  total,
  testId,
}: {
  controls: ListViewControls;
  total: number;
  testId: string;
}) {
  if (total === 0) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }} data-testid={testId}>
      <Pagination {...paginationProps(controls, total)} />
    </div>
  );
}

/** One choice of a sort select: `value` is the `sort` parameter ('' for the server's default). */
export interface SortOption {
  value: string;
  label: string;
}

/** The sort select of a card list; '' stands for the server's default order. */
export function SortSelect({
  controls,
  options,
  testId,
}: {
  controls: ListViewControls;
  options: readonly SortOption[];
  testId: string;
}) {
  return (
    <Select<string>
      value={controls.view.sort ?? ''}
      options={[...options]}
      onChange={(value) => controls.setSort(value || null)}
      style={{ width: 170 }}
      aria-label={AR.list.sortLabel}
      data-testid={testId}
    />
  );
}

/** 'من تاريخ' / 'إلى تاريخ' date boxes bound to the list's `from` / `to` (YYYY-MM-DD, both inclusive). */
export function DateRangeFilter({ controls, testId }: { controls: ListViewControls; testId: string }) {
  const { from, to } = controls.view;
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary">{AR.list.from}</Typography.Text>
      <Input
        type="date"
        value={from ?? ''}
        onChange={(e) => controls.setDates(e.target.value || null, to)}
        style={{ width: 150 }}
        data-testid={`${testId}-from`}
      />
      <Typography.Text type="secondary">{AR.list.to}</Typography.Text>
      <Input
        type="date"
        value={to ?? ''}
        onChange={(e) => controls.setDates(from, e.target.value || null)}
        style={{ width: 150 }}
        data-testid={`${testId}-to`}
      />
    </Space>
  );
}
