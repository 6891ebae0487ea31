import type { ReactNode } from 'react';

/**
 * A breadcrumb trail like antd's Breadcrumb without antd: `<nav aria-label>` around an `<ol>`,
 * items separated by a `/` that screen readers skip; the last item is the current page
 * (`aria-current="page"`). `label` is the navigation landmark's name in the page's language.
 */
export function Breadcrumb({ items, label }: { items: readonly ReactNode[]; label: string }) {
  return (
    <nav className="tracks-breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index}>
              {last ? <span aria-current="page">{item}</span> : item}
              {!last && (
                <span className="tracks-breadcrumb__separator" aria-hidden="true">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
