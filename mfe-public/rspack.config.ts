import { createBundleConfig } from '@consulting/mf-config';
import federation from './module-federation.config.ts';

export default createBundleConfig({ bundle: 'public', dir: import.meta.dirname, federation });
