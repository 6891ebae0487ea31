import type { ServiceRecord } from '@consulting/contracts';
import type { CatalogueConfig } from '../../shared/catalogue/catalogue-api.ts';
import { CataloguePage } from '../../shared/catalogue/CataloguePage.tsx';
import { SERVICES_AR } from './texts.ts';

/**
 * The services catalogue (spec §2, §3 "Service"): GET/POST /api/admin/services and PUT/DELETE
 * /api/admin/services/:id, replies `{success, services, total, page, page_size}` / `{success, service}`;
 * a new service starts with a cog icon class.
 */
const SERVICES_CATALOGUE: CatalogueConfig<'title'> = {
  path: '/admin/services',
  resource: 'services',
  auditEntity: 'service',
  replyKeys: { list: 'services', item: 'service' },
  nameField: 'title',
  testIds: { list: 'services', item: 'service' },
  defaultIcon: 'fas fa-cog',
  texts: SERVICES_AR,
};

/** `/admin/services` (spec §2 "Other admin pages"). */
export default function ServicesPage() {
  return <CataloguePage<'title', ServiceRecord> config={SERVICES_CATALOGUE} />;
}
