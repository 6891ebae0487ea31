import type { CSSProperties } from 'react';
import { Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

/** The search box of an admin list: clearable, with a search icon; `onSearch` gets the text. */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  style,
  testId,
}: {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  style: CSSProperties;
  testId: string;
}) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onSearch(e.target.value)}
      style={style}
      data-testid={testId}
    />
  );
}

/**
 * The toolbar of a filtered admin table (spec §2 "Other admin pages": user requests, join
 * applications): a search box and a status select whose first option, 'all', carries `allLabel`.
 */
export function SearchWithStatusFilter<S extends string>({
  search,
  onSearch,
  searchPlaceholder,
  filter,
  onFilter,
  allLabel,
  statusOptions,
  testIdPrefix,
}: {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  filter: 'all' | S;
  onFilter: (value: 'all' | S) => void;
  allLabel: string;
  statusOptions: readonly { value: S; label: string }[];
  /** Test ids p-search (the search box) and p-status-filter. */
  testIdPrefix: string;
}) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <SearchInput
        value={search}
        onSearch={onSearch}
        placeholder={searchPlaceholder}
        style={{ width: 320 }}
        testId={`${testIdPrefix}-search`}
      />
      <Select<'all' | S>
        value={filter}
        options={[{ value: 'all', label: allLabel }, ...statusOptions]}
        onChange={onFilter}
        style={{ width: 180 }}
        data-testid={`${testIdPrefix}-status-filter`}
      />
    </Space>
  );
}
