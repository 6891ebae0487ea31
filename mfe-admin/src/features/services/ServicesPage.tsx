import type { ServiceRecord } from '@consulting/contracts';
import { CataloguePage } from '../../shared/catalogue/CataloguePage.tsx';
import { SERVICES_CATALOGUE } from './api.ts';

/**
 * `/admin/services` (spec §2 "Other admin pages"): search, card grid, add/edit dialog, delete
 * after confirmation, empty, loading and error states; toasts from spec §8.
 */
export default function ServicesPage() {
  return <CataloguePage<'title', ServiceRecord> config={SERVICES_CATALOGUE} />;
}
