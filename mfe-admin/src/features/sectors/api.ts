import type { CatalogueConfig, CatalogueInput } from '../../shared/catalogue/catalogue-api.ts';
import { SECTORS_AR } from './texts.ts';

export { toSortOrder } from '../../shared/catalogue/catalogue-api.ts';

/** The icon class a new sector starts with (spec §3 "Sector": an industry class). */
export const DEFAULT_SECTOR_ICON = 'fas fa-industry';

/** The fields the add/edit dialog sends (spec §3 "Sector", §5). */
export type SectorInput = CatalogueInput<'name'>;

/**
 * The sectors catalogue (spec §2, §3 "Sector"): GET/POST /api/admin/sectors and PUT/DELETE
 * /api/admin/sectors/:id, replies `{success, sectors, total, page, page_size}` / `{success, sector}`; test ids
 * `admin-sectors`, `sectors-*`, `sector-*`.
 */
export const SECTORS_CATALOGUE: CatalogueConfig<'name'> = {
  path: '/admin/sectors',
  resource: 'sectors',
  auditEntity: 'sector',
  replyKeys: { list: 'sectors', item: 'sector' },
  nameField: 'name',
  testIds: { list: 'sectors', item: 'sector' },
  defaultIcon: DEFAULT_SECTOR_ICON,
  texts: SECTORS_AR,
};
