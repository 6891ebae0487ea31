import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLanguage, type Language } from '@consulting/platform';

/** How long a toast stays up, in milliseconds (antd notification's default, 4.5 s); paused while hovered. */
export const TOAST_DURATION_MS = 4500;

/** The close button's accessible name per page language. */
export const TOAST_CLOSE_LABEL: Record<Language, string> = { ar: 'إغلاق', en: 'Close' };

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
 * Hosts toasts without antd, placed where a toast must outlive the page that raised it (spec §8)
 * or around one page. One toast at a time (spec §9), `role=alert`, at the top end corner (follows
 * the direction it is rendered in), closed by its button (labelled in the page language, or in a
 * fixed `language`) or after `TOAST_DURATION_MS`, not while hovered. Look: `ui-toast` in `ui.css`.
 */
export function ToastProvider({ children, language }: { children: ReactNode; language?: Language }) {
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
      {toast && <ToastView key={toast.id} toast={toast} onClose={close} language={language} />}
    </ToastContext>
  );
}

/** The toast API of the enclosing `ToastProvider`; throws when there is none (a wiring mistake). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside <ToastProvider> (from @consulting/ui)');
  return api;
}

function ToastView({ toast, onClose, language: fixed }: { toast: Toast; onClose: () => void; language?: Language }) {
  const siteLanguage = useLanguage((s) => s.language);
  const language = fixed ?? siteLanguage;
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onClose]);
  return (
    <div
      className={`ui-toast ui-toast-${toast.kind}`}
      role="alert"
      data-testid="ui-toast"
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <span className="ui-toast-icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : '✕'}
      </span>
      <div className="ui-toast-body">
        <div className="ui-toast-title">{toast.title}</div>
        {toast.description && <div className="ui-toast-description">{toast.description}</div>}
      </div>
      <button type="button" className="ui-toast-close" aria-label={TOAST_CLOSE_LABEL[language]} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
