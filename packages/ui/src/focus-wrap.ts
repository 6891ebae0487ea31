/** What Tab can reach, before the visibility check. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable="true"]';

/** Whether `element` is drawn: not hidden by an attribute or by `display` / `visibility`. */
function shown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  const style = getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

/** The controls in `container` that Tab reaches, in document order. */
export function tabbables(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && shown(element),
  );
}

/**
 * Keeps Tab inside `container`, an open modal dialog (WAI-ARIA's dialog pattern): Tab on its last
 * control goes to the first, Shift+Tab on its first (or the container) to the last, instead of
 * leaving the page for the browser's controls. Returns whether it moved the focus.
 */
export function wrapTab(
  container: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
): boolean {
  if (event.key !== 'Tab') return false;
  const controls = tabbables(container);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return false;
  const at = document.activeElement;
  const target = event.shiftKey ? (at === first || at === container ? last : null) : at === last ? first : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/** The open antd modal on top, if any (antd keeps a closed one in the page, its wrapper hidden). */
function openAntdModal(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal[role="dialog"]')].filter((modal) =>
    shown(modal.closest<HTMLElement>('.ant-modal-wrap') ?? modal),
  );
  return open.at(-1) ?? null;
}

function onDocumentKeyDown(event: KeyboardEvent): void {
  const modal = openAntdModal();
  if (modal) wrapTab(modal, event);
}

let antdModalUsers = 0;

/**
 * Makes Tab wrap inside antd's open modals (antd's focus lock brings the focus back only after
 * it has left the page once); call once per area that may open one, and call the result when
 * the area goes away. One document listener serves every area.
 */
export function wrapTabInAntdModals(): () => void {
  if (antdModalUsers++ === 0) document.addEventListener('keydown', onDocumentKeyDown);
  return () => {
    if (--antdModalUsers === 0) document.removeEventListener('keydown', onDocumentKeyDown);
  };
}
