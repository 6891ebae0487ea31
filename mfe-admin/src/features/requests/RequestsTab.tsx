import { useCallback } from 'react';
import { App, Button, Checkbox, Result, Space } from 'antd';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, type RequestRecord, type RequestStatus } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { AdminListBody, useAdminList } from '../../shared/AdminListBody.tsx';
import { BulkBar, BulkStatusPicker, useBulkRunner, useSelection } from '../../shared/bulk-actions.tsx';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { DateRangeFilter, ListPagination, SortSelect } from '../../shared/list-controls.tsx';
import { useLoadErrorToast } from '../../shared/paged-list.ts';
import { FilterSelect, SearchInput } from '../../shared/SearchInput.tsx';
import { UnconfirmedFilter } from '../../shared/unconfirmed.tsx';
import { AddRequestDialog } from './AddRequestDialog.tsx';
import { REQUEST_SOURCES, REQUESTS_VIEW, TRACK_FILTER_OPTIONS, type RequestKind } from './api.ts';
import { RequestCard } from './RequestCard.tsx';

const F = AR.requestFilters;
const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status].ar }));
const LOAD_TEXTS = { loading: AR.loading, loadFailed: () => AR.loadFailed, retry: AR.retry };

/**
 * A request tab of the dashboard (spec §2 "Admin dashboard"): search, status, track,
 * attachment, unconfirmed (all / held for the owner's confirmation / the others) and
 * date filters and the sort, all on the server with the view in the URL next to `tab`; the page
 * of request cards with pagination; CSV export of the current view; bulk status change of the
 * selected cards; the add-request dialog. A failed load toasts 'فشل في تحميل البيانات' and
 * shows a retry.
 */
export function RequestsTab({ kind }: { kind: RequestKind }) {
  const { notification } = App.useApp();
  const source = REQUEST_SOURCES[kind];
  const { controls, view, page: requests, refresh, items: list } = useAdminList<RequestRecord>(REQUESTS_VIEW, source);
  const selection = useSelection(controls.query);
  const bulk = useBulkRunner(source, selection);
  const notify = useCallback(() => notification.error({ title: AR.loadFailed }), [notification]);
  useLoadErrorToast(requests, notify);

  const allSelected = list.length > 0 && list.every((r) => selection.ids.includes(r.id));
  const prefix = `requests-${kind}`;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={prefix}>
      <Space wrap>
        <SearchInput
          value={view.q}
          onSearch={controls.setSearch}
          placeholder={F.search}
          style={{ width: 300, maxWidth: '100%' }}
          testId={`${prefix}-search`}
        />
        <FilterSelect<RequestStatus>
          value={view.filters.status as RequestStatus | undefined}
          onChange={(status) => controls.setFilters({ status })}
          label={AR.list.filterStatus}
          allLabel={F.allStatuses}
          options={STATUS_OPTIONS}
          testId={`${prefix}-status-filter`}
          width={150}
        />
        <FilterSelect<string>
          value={view.filters.track}
          onChange={(track) => controls.setFilters({ track })}
          label={AR.list.filterTrack}
          allLabel={F.allTracks}
          options={TRACK_FILTER_OPTIONS}
          testId={`${prefix}-track-filter`}
          width={200}
        />
        <FilterSelect<'true' | 'false'>
          value={view.filters.has_attachment as 'true' | 'false' | undefined}
          onChange={(has_attachment) => controls.setFilters({ has_attachment })}
          label={AR.list.filterAttachment}
          allLabel={F.attachments}
          options={[
            { value: 'true', label: F.withAttachment },
            { value: 'false', label: F.withoutAttachment },
          ]}
          testId={`${prefix}-attachment-filter`}
          width={130}
        />
        <UnconfirmedFilter
          value={view.filters.unconfirmed}
          onChange={(unconfirmed) => controls.setFilters({ unconfirmed })}
          testId={`${prefix}-unconfirmed-filter`}
        />
        <SortSelect
          controls={controls}
          options={[
            { value: '', label: AR.list.newestFirst },
            { value: 'created_at', label: AR.list.oldestFirst },
            { value: '-updated_at', label: AR.list.recentlyUpdated },
            { value: 'status', label: AR.list.byStatus },
            { value: 'user_name', label: F.byName },
          ]}
          testId={`${prefix}-sort`}
        />
        <DateRangeFilter controls={controls} testId={`${prefix}-dates`} />
      </Space>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Checkbox
          checked={allSelected}
          indeterminate={!allSelected && selection.ids.length > 0}
          disabled={list.length === 0}
          onChange={(e) => selection.set(e.target.checked ? list.map((r) => r.id) : [])}
          data-testid={`${prefix}-select-page`}
        >
          {AR.list.selectPage}
        </Checkbox>
        <Space wrap>
          <ExportButton
            path={source.path}
            query={controls.exportQuery}
            fileName={source.resource}
            testId={`${prefix}-export`}
          />
          <AddRequestDialog kind={kind} onAdded={refresh.changed} />
        </Space>
      </div>
      <BulkBar selection={selection} testId={`${prefix}-bulk`}>
        <BulkStatusPicker<RequestStatus>
          options={STATUS_OPTIONS}
          busy={bulk.busy}
          onApply={(status) => bulk.run({ action: 'set_status', status })}
          testId={`${prefix}-bulk`}
        />
      </BulkBar>
      {requests.status === 'error' ? (
        <Result
          status="error"
          title={AR.loadFailed}
          extra={<Button onClick={() => void requests.refetch()}>{AR.retry}</Button>}
          data-testid="admin-load-error"
        />
      ) : (
        <AdminListBody
          list={requests}
          texts={LOAD_TEXTS}
          emptyText={list.length > 0 ? null : AR.empty}
          testIdPrefix="requests"
        >
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {list.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                kind={kind}
                onUpdated={refresh.saved}
                selected={selection.ids.includes(request.id)}
                onSelect={(on) => selection.toggle(request.id, on)}
              />
            ))}
          </Space>
          <ListPagination controls={controls} total={requests.data?.total ?? 0} testId={`${prefix}-pagination`} />
        </AdminListBody>
      )}
    </Space>
  );
}
