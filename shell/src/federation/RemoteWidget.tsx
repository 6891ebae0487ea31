import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { isUnavailable, type RemoteLoader } from './remote-loader.ts';
import type { RemoteName } from './route-table.ts';

/** Lazy components per loader and module, so each widget module is requested once. */
const widgetsByLoader = new WeakMap<RemoteLoader, Map<string, LazyExoticComponent<ComponentType>>>();

function Nothing() {
  return null;
}

function widgetFor(loader: RemoteLoader, remote: RemoteName, exposed: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${exposed}`;
  let widgets = widgetsByLoader.get(loader);
  if (!widgets) {
    widgets = new Map();
    widgetsByLoader.set(loader, widgets);
  }
  let widget = widgets.get(key);
  if (!widget) {
    widget = lazy(async (): Promise<{ default: ComponentType }> => {
      const module = await loader.loadModule<{ default?: unknown }>(remote, exposed);
      if (isUnavailable(module) || typeof module.default !== 'function') return { default: Nothing };
      return { default: module.default as ComponentType };
    });
    widgets.set(key, widget);
  }
  return widget;
}

export interface RemoteWidgetProps {
  loader: RemoteLoader;
  remote: RemoteName;
  /** Exposed module whose default export is a component without props, e.g. `./NotificationBell`. */
  exposed: string;
}

/**
 * A component exposed by a remote, loaded only when this element is first rendered. Renders
 * nothing while loading, when the remote or module is missing, or when it throws.
 */
export function RemoteWidget({ loader, remote, exposed }: RemoteWidgetProps) {
  const Widget = widgetFor(loader, remote, exposed);
  return (
    <RemoteErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
