import type { SectorRecord } from '@consulting/contracts';
import { CataloguePage } from '../../shared/catalogue/CataloguePage.tsx';
import { SECTORS_CATALOGUE } from './api.ts';

/**
 * `/admin/sectors` (spec §2 "Other admin pages"): search, card grid, add/edit dialog, delete
 * after confirmation, empty, loading and error states; toasts from spec §8.
 */
export default function SectorsPage() {
  return <CataloguePage<'name', SectorRecord> config={SECTORS_CATALOGUE} />;
}
