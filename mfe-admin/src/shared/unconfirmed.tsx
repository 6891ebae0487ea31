import { Segmented, Tag, Tooltip } from 'antd';
import type { ListViewControls } from './list-view.ts';

/** Texts of the held-request flag, Arabic only like the rest of the panel. */
export const UNCONFIRMED_AR = {
  tag: 'غير مؤكد',
  tooltip: 'أُرسل بدون تسجيل دخول ببريد لديه حساب؛ لن يظهر في لوحة العميل حتى يؤكده صاحب البريد',
  filter: { all: 'الكل', unconfirmed: 'غير مؤكد', confirmed: 'مؤكد' },
} as const;

/** The values of a list's `unconfirmed` URL and query parameter: held requests, or the others. */
export const UNCONFIRMED_VALUES = ['true', 'false'] as const;

type UnconfirmedChoice = 'all' | 'true' | 'false';

/**
 * The "غير مؤكد" tag of a record flagged `unconfirmed: true` (a guest's
 * request under an email that already has an account, held until the owner confirms it by the
 * mailed link), with a tooltip saying so. Renders nothing unless `unconfirmed` is exactly true.
 */
export function UnconfirmedTag({ unconfirmed }: { unconfirmed: boolean | undefined }) {
  if (unconfirmed !== true) return null;
  return (
    <Tooltip title={UNCONFIRMED_AR.tooltip}>
      <Tag color="orange" data-testid="unconfirmed-tag">
        {UNCONFIRMED_AR.tag}
      </Tag>
    </Tooltip>
  );
}

/**
 * The all / unconfirmed / confirmed switch of a request list, bound to the URL's `unconfirmed`
 * ('true', 'false' or absent for all). Use it only on lists whose API takes
 * `?unconfirmed=true|false` (the service, track and user request lists, join applications).
 */
export function UnconfirmedFilter({ controls, testId }: { controls: ListViewControls; testId: string }) {
  const value = controls.view.filters.unconfirmed;
  const choice: UnconfirmedChoice = value === 'true' || value === 'false' ? value : 'all';
  return (
    <Segmented<UnconfirmedChoice>
      value={choice}
      onChange={(next) => controls.setFilters({ unconfirmed: next === 'all' ? undefined : next })}
      options={[
        { value: 'all', label: UNCONFIRMED_AR.filter.all },
        { value: 'true', label: UNCONFIRMED_AR.filter.unconfirmed },
        { value: 'false', label: UNCONFIRMED_AR.filter.confirmed },
      ]}
      data-testid={testId}
    />
  );
}
