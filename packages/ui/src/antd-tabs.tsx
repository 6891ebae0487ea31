import { useLayoutEffect, useRef } from 'react';
import { Tabs as AntTabs, type TabsProps } from 'antd';

/**
 * Moves `role="tablist"` (and its orientation) from each antd tab bar under `root` to the element
 * that holds only the tabs. rc-tabs puts the role on the bar that also holds the overflow "more"
 * button, so on a narrow screen the tab list owns a control that is not a tab (axe
 * "aria-required-children", critical; ant-design#49502, react-component/tabs#1013, whose proposed
 * fix is this move). Every tab stays in the list and reachable by the arrow keys; the "more"
 * button stays where it is, beside the list.
 */
export function repairTabLists(root: ParentNode): void {
  for (const bar of root.querySelectorAll('.ant-tabs-nav[role="tablist"]')) {
    const list = bar.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', bar.getAttribute('aria-orientation') ?? 'horizontal');
    bar.removeAttribute('role');
    bar.removeAttribute('aria-orientation');
  }
}

/**
 * antd's Tabs (same props) with its tab list's ownership repaired by {@link repairTabLists},
 * again whenever antd re-renders the bar. Use it wherever a tab bar can overflow.
 */
export function Tabs(props: TabsProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root) return undefined;
    repairTabLists(root);
    const observer = new MutationObserver(() => repairTabLists(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <AntTabs {...props} />
    </div>
  );
}
