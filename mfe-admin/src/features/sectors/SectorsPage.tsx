import type { SectorRecord } from '@consulting/contracts';
import type { CatalogueConfig } from '../../shared/catalogue/catalogue-api.ts';
import { CataloguePage } from '../../shared/catalogue/CataloguePage.tsx';
import { SECTORS_AR } from './texts.ts';

/**
 * The sectors catalogue (spec §2, §3 "Sector"): GET/POST /api/admin/sectors and PUT/DELETE
 * /api/admin/sectors/:id, replies `{success, sectors, total, page, page_size}` / `{success, sector}`;
 * a new sector starts with an industry icon class.
 */
const SECTORS_CATALOGUE: CatalogueConfig<'name'> = {
  path: '/admin/sectors',
  resource: 'sectors',
  auditEntity: 'sector',
  replyKeys: { list: 'sectors', item: 'sector' },
  nameField: 'name',
  testIds: { list: 'sectors', item: 'sector' },
  defaultIcon: 'fas fa-industry',
  texts: SECTORS_AR,
};

/** `/admin/sectors` (spec §2 "Other admin pages"). */
export default function SectorsPage() {
  return <CataloguePage<'name', SectorRecord> config={SECTORS_CATALOGUE} />;
}
