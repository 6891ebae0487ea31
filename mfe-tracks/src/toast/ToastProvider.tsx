import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { i18n, useLanguage } from '@consulting/platform';
import './toast.css';

/** How long a toast stays up, in milliseconds (antd notification's default, 4.5 s); paused while hovered. */
export const TOAST_DURATION_MS = 4500;

/** What a toast says: a title and a description, as antd's `notification.success/error` take them. */
export interface ToastContent {
  title: ReactNode;
  description?: ReactNode;
}

/** Shows a toast; a new one replaces the one on screen (spec §9: one at a time). */
export interface ToastApi {
  success: (content: ToastContent) => void;
  error: (content: ToastContent) => void;
}

interface Toast extends ToastContent {
  kind: 'success' | 'error';
  /** Distinguishes successive toasts with the same text, so each gets its own timer. */
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Hosts the toasts of the tracks remote without antd (issue 6). It sits on the remote's layout
 * route, so a toast outlives the page that raised it: the track request's success toast stays
 * up on the track page the form navigates to (spec §8). One toast at a time (spec §9), at the
 * top end corner (top right in English, top left in Arabic), at most 420 px wide, closed by its
 * button or after `TOAST_DURATION_MS`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(0);
  const show = useCallback((kind: Toast['kind'], content: ToastContent) => {
    nextId.current += 1;
    setToast({ ...content, kind, id: nextId.current });
  }, []);
  const close = useCallback(() => setToast(null), []);
  const api = useMemo<ToastApi>(
    () => ({ success: (content) => show('success', content), error: (content) => show('error', content) }),
    [show],
  );
  return (
    <ToastContext value={api}>
      {children}
      {toast && <ToastView key={toast.id} toast={toast} onClose={close} />}
    </ToastContext>
  );
}

/** The toast API of the enclosing `ToastProvider`; throws when there is none (a wiring mistake). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside <ToastProvider> (the tracks layout route)');
  return api;
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const language = useLanguage((s) => s.language);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onClose]);
  return (
    <div
      className={`tracks-toast tracks-toast--${toast.kind}`}
      role="alert"
      data-testid="tracks-toast"
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <span className="tracks-toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : '✕'}
      </span>
      <div className="tracks-toast__body">
        <div className="tracks-toast__title">{toast.title}</div>
        {toast.description && <div className="tracks-toast__description">{toast.description}</div>}
      </div>
      <button
        type="button"
        className="tracks-toast__close"
        aria-label={i18n.getFixedT(language, 'tracks')('closeToast')}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
