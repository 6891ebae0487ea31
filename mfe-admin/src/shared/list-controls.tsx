import { useId } from 'react';
import { Input, Select, Space, Typography, type TablePaginationConfig } from 'antd';
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

/**
 * A date box (YYYY-MM-DD; '' when empty) after its visible text `label`, which is also its
 * `<label>`, so the text names the box (a date box had no accessible name).
 */
export function LabelledDate({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: 150 }}
        data-testid={testId}
      />
    </>
  );
}

/** 'من تاريخ' / 'إلى تاريخ' date boxes bound to the list's `from` / `to` (YYYY-MM-DD, both inclusive). */
export function DateRangeFilter({ controls, testId }: { controls: ListViewControls; testId: string }) {
  const { from, to } = controls.view;
  return (
    <Space size={4} wrap>
      <LabelledDate
        label={AR.list.from}
        value={from ?? ''}
        onChange={(value) => controls.setDates(value || null, to)}
        testId={`${testId}-from`}
      />
      <LabelledDate
        label={AR.list.to}
        value={to ?? ''}
        onChange={(value) => controls.setDates(from, value || null)}
        testId={`${testId}-to`}
      />
    </Space>
  );
}
