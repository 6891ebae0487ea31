import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { wrapTab } from '@consulting/ui';
import './ui-local.css';

export interface DialogProps {
  /** Rendered only while true (nothing is kept in the page once closed). */
  open: boolean;
  /** The heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Called on Escape, on a click on the dimmed backdrop and on the × button. */
  onClose: () => void;
  /** Accessible name of the × button, in the page language. */
  closeLabel: string;
  /** The action row under the body (e.g. a Close button). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element (replaces antd's Modal on the public pages):
 * `showModal()` puts it in the top layer and makes the rest of the page inert; Tab and Shift+Tab
 * wrap around inside it (`wrapTab` of `@consulting/ui`); Escape, the backdrop and the × button call `onClose`; when
 * it goes away, focus returns to the element that opened it. Where `showModal` is missing
 * (jsdom) it opens in place.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, onClose, closeLabel, footer, children }: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => opener?.focus();
  }, []);

  // Escape fires `cancel`; the page state decides whether the dialog stays, so the default is stopped.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close.current();
  };

  return (
    <dialog
      ref={ref}
      className="public-dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={() => close.current()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel(event);
        // A modal <dialog> alone lets Tab leave the page after its last control.
        else wrapTab(event.currentTarget, event);
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className="public-dialog__header">
        <h2 id={titleId} className="public-dialog__title">
          {title}
        </h2>
        <button type="button" className="public-dialog__x" aria-label={closeLabel} onClick={() => close.current()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="public-dialog__body">{children}</div>
      {footer && <div className="public-dialog__footer">{footer}</div>}
    </dialog>
  );
}
