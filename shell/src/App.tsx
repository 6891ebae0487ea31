import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@consulting/platform';
import { RemoteOutlet } from './federation/RemoteArea.tsx';
import type { RemoteLoader } from './federation/remote-loader.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

/**
 * The providers every remote renders inside: i18next, then the router, layout and remote
 * outlet. The shell itself uses no antd (public pages paint without it), so it gives
 * no antd ConfigProvider or `App`: an area that uses antd wraps itself in `AntdRoot` from
 * `@consulting/ui/antd-root` (direction, locale and font from the language store, toasts).
 */
export function ShellApp({ loader }: { loader: RemoteLoader }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <SiteLayout loader={loader}>
          <RemoteOutlet loader={loader} />
        </SiteLayout>
      </BrowserRouter>
    </I18nextProvider>
  );
}
