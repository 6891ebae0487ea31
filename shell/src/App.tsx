import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@consulting/platform';
import { RemoteOutlet } from './federation/RemoteArea.tsx';
import type { RemoteLoader } from './federation/remote-loader.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

/**
 * The providers every remote renders inside: i18next, the router, layout and outlet. No antd
 * here: an area using it wraps itself in `AntdRoot` (`@consulting/ui/antd-root`).
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
