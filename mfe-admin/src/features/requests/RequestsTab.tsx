import { Button, Result, Space } from 'antd';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, type RequestRecord, type RequestStatus } from '@consulting/contracts';
import { AR } from '../../texts.ts';
import { AdminCardList, useAdminList } from '../../shared/AdminListBody.tsx';
import {
  BulkBar,
  SelectPageCheckbox,
  BulkStatusPicker,
  useBulkRunner,
  useSelection,
} from '../../shared/bulk-actions.tsx';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { DateRangeFilter, SortSelect } from '../../shared/list-controls.tsx';
import { useLoadErrorToast } from '../../shared/paged-list.ts';
import { FilterSelect, ListSearch } from '../../shared/SearchInput.tsx';
import { UnconfirmedFilter } from '../../shared/unconfirmed.tsx';
import { AddRequestDialog } from './AddRequestDialog.tsx';
import { REQUEST_SOURCES, REQUESTS_VIEW, TRACK_FILTER_OPTIONS, type RequestKind } from './api.ts';
import { RequestCard } from './RequestCard.tsx';

const F = AR.requestFilters;
const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status].ar }));
const CARD_LIST_TEXTS = {
  loading: AR.loading,
  loadFailed: () => AR.loadFailed,
  retry: AR.retry,
  empty: AR.empty,
  noResults: AR.empty,
};

/**
 * A request tab of the dashboard (spec §2 "Admin dashboard"): search, status, track, attachment,
 * unconfirmed (all / held for the owner's confirmation / the others) and date filters and the sort,
 * all on the server with the view in the URL next to `tab`; the page of request cards with
 * pagination; CSV export of the current view; bulk status change of the selected cards; the
 * add-request dialog. A failed load toasts 'فشل في تحميل البيانات' and shows a retry.
 */
export function RequestsTab({ kind }: { kind: RequestKind }) {
  const source = REQUEST_SOURCES[kind];
  const requests = useAdminList<RequestRecord>(REQUESTS_VIEW, source);
  const { controls, view, refresh, items: list } = requests;
  const selection = useSelection(controls.query);
  const bulk = useBulkRunner(source, selection);
  useLoadErrorToast(requests.page);

  const prefix = `requests-${kind}`;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={prefix}>
      <Space wrap>
        <ListSearch controls={controls} placeholder={F.search} width={300} testId={`${prefix}-search`} />
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
        <UnconfirmedFilter controls={controls} testId={`${prefix}-unconfirmed-filter`} />
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
        <SelectPageCheckbox selection={selection} ids={list.map((row) => row.id)} testId={`${prefix}-select-page`} />
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
      {requests.page.status === 'error' ? (
        <Result
          status="error"
          title={AR.loadFailed}
          extra={<Button onClick={() => void requests.page.refetch()}>{AR.retry}</Button>}
          data-testid="admin-load-error"
        />
      ) : (
        <AdminCardList
          list={requests}
          texts={CARD_LIST_TEXTS}
          testIdPrefix="requests"
          paginationTestId={`${prefix}-pagination`}
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
        </AdminCardList>
      )}
    </Space>
  );
}
