/**
 * A line progress bar (`role=progressbar`, 0–100) with an accessible name, drawn with
 * `@consulting/ui`'s `ui-progress` classes (its `Progress` takes no label). `percent` is clamped.
 */
export function LabelledProgress({
  percent,
  label,
  strokeColor,
}: {
  percent: number;
  /** The accessible name, e.g. 'Progress'. */
  label: string;
  strokeColor?: string;
}) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      className="ui-progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="ui-progress-track">
        <div className="ui-progress-bar" style={{ inlineSize: `${value}%`, background: strokeColor }} />
      </div>
    </div>
  );
}
