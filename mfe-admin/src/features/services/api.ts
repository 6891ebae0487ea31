import type { CatalogueConfig, CatalogueInput } from '../../shared/catalogue/catalogue-api.ts';
import { SERVICES_AR } from './texts.ts';

export { toSortOrder } from '../../shared/catalogue/catalogue-api.ts';

/** The icon class a new service starts with (spec §3 "Service": a cog class). */
export const DEFAULT_SERVICE_ICON = 'fas fa-cog';

/** The fields the add/edit dialog sends (spec §3 "Service", §5). */
export type ServiceInput = CatalogueInput<'title'>;

/**
 * The services catalogue (spec §2, §3 "Service"): GET/POST /api/admin/services and PUT/DELETE
 * /api/admin/services/:id, replies `{success, services, total, page, page_size}` / `{success, service}`; test ids
 * `admin-services`, `services-*`, `service-*`.
 */
export const SERVICES_CATALOGUE: CatalogueConfig<'title'> = {
  path: '/admin/services',
  resource: 'services',
  auditEntity: 'service',
  replyKeys: { list: 'services', item: 'service' },
  nameField: 'title',
  testIds: { list: 'services', item: 'service' },
  defaultIcon: DEFAULT_SERVICE_ICON,
  texts: SERVICES_AR,
};
