import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { AR } from '../texts.ts';
import { DateRangeFilter } from './list-controls.tsx';
import type { ListViewControls } from './list-view.ts';
import { UnconfirmedFilter } from './unconfirmed.tsx';

/** How long the search box waits after the last key before it searches, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of an admin list: clearable, with a search icon. `value` is the search in
 * effect (the URL's `q`); typing calls `onSearch(text trimmed)` once the admin pauses for
 * {@link SEARCH_DEBOUNCE_MS} (Enter: at once), so a word typed is one server call, not one per
 * letter. A new `value` from outside (Back, a link) replaces the text.
 */
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
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The search changed elsewhere; keep what is typed when it already means the same search.
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onPressEnter={() => text.trim() !== value && onSearch(text.trim())}
      style={style}
      data-testid={testId}
    />
  );
}

/** The SearchInput of a list whose view is in the URL (`q`), `width` px wide at most. */
export function ListSearch({
  controls,
  placeholder,
  width,
  testId,
}: {
  controls: ListViewControls;
  placeholder: string;
  width: number;
  testId: string;
}) {
  return (
    <SearchInput
      value={controls.view.q}
      onSearch={controls.setSearch}
      placeholder={placeholder}
      style={{ width, maxWidth: '100%' }}
      testId={testId}
    />
  );
}

/**
 * A filter select whose first option, 'all' (`allLabel`), means no filter: `value` undefined
 * shows it, choosing it calls `onChange(undefined)`. `label` is its accessible name (what it
 * filters by: the select shows only its value).
 */
export function FilterSelect<S extends string>({
  value,
  onChange,
  label,
  allLabel,
  options,
  testId,
  width = 180,
}: {
  value: S | undefined;
  onChange: (value: S | undefined) => void;
  label: string;
  allLabel: string;
  options: readonly { value: S; label: string }[];
  testId: string;
  width?: number;
}) {
  return (
    <Select<'all' | S>
      value={value ?? 'all'}
      options={[{ value: 'all', label: allLabel }, ...options]}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as S))}
      style={{ width }}
      aria-label={label}
      data-testid={testId}
    />
  );
}

/**
 * The toolbar of a filtered admin table (spec §2 "Other admin pages": user requests, join
 * applications), bound to the list's view: a search box (`p-search`), a status select whose
 * first option, 'all', carries `allLabel` (`p-status-filter`), the unconfirmed switch
 * (`p-unconfirmed-filter`) and the date range (`p-dates`), p being `testIdPrefix`.
 */
export function SearchWithStatusFilter<S extends string>({
  controls,
  searchPlaceholder,
  allLabel,
  statusOptions,
  testIdPrefix,
}: {
  controls: ListViewControls;
  searchPlaceholder: string;
  allLabel: string;
  statusOptions: readonly { value: S; label: string }[];
  testIdPrefix: string;
}) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <SearchInput
        value={controls.view.q}
        onSearch={controls.setSearch}
        placeholder={searchPlaceholder}
        style={{ width: 320 }}
        testId={`${testIdPrefix}-search`}
      />
      <FilterSelect<S>
        value={controls.view.filters.status as S | undefined}
        onChange={(status) => controls.setFilters({ status })}
        label={AR.list.filterStatus}
        allLabel={allLabel}
        options={statusOptions}
        testId={`${testIdPrefix}-status-filter`}
      />
      <UnconfirmedFilter controls={controls} testId={`${testIdPrefix}-unconfirmed-filter`} />
      <DateRangeFilter controls={controls} testId={`${testIdPrefix}-dates`} />
    </Space>
  );
}
