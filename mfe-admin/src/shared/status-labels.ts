/** A status's Arabic label and antd tag colour, as the spec §4 tables in contracts give them. */
export interface StatusLabel {
  ar: string;
  color: string;
}

/**
 * The label of a stored `status` in `labels` (one spec §4 table); a value the table does not
 * know shows as-is in a default-coloured tag ('—' when empty).
 */
export function statusLabelOf(labels: Readonly<Record<string, StatusLabel>>, status: string): StatusLabel {
  return Object.hasOwn(labels, status) ? labels[status] : { ar: status || '—', color: 'default' };
}

/** The options of a status select: each of `statuses` with its Arabic label from `labels`. */
export function statusOptions<S extends string>(
  statuses: readonly S[],
  labels: Readonly<Record<S, StatusLabel>>,
): { value: S; label: string }[] {
  return statuses.map((status) => ({ value: status, label: labels[status].ar }));
}
