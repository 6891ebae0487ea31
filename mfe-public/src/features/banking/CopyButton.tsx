import { useEffect, useRef, useState } from 'react';
import { Button } from '@consulting/ui';
import { COPY_CONFIRMATION_MS } from './bank-accounts.ts';

const COPY_PATH = 'M9 9h11v11H9zM5 15H4V4h11v1';
const CHECK_PATH = 'M4 12.5l5 5L20 6.5';

function StrokeIcon({ path, testId }: { path: string; testId?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-testid={testId}
    >
      <path d={path} />
    </svg>
  );
}

/**
 * Copies `value` to the clipboard; on success shows a check mark (`data-testid="copied-check"`)
 * for `COPY_CONFIRMATION_MS` (spec §4 "Copy button"). A clipboard failure is only logged.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  testId,
}: {
  value: string;
  /** Accessible name, e.g. 'Copy IBAN'. */
  label: string;
  copiedLabel: string;
  testId: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <Button
      type={copied ? 'primary' : 'default'}
      className={copied ? 'copy-button is-copied' : 'copy-button'}
      shape="circle"
      aria-label={copied ? copiedLabel : label}
      title={copied ? copiedLabel : label}
      data-testid={testId}
      onClick={copy}
      icon={copied ? <StrokeIcon path={CHECK_PATH} testId="copied-check" /> : <StrokeIcon path={COPY_PATH} />}
    />
  );
}
