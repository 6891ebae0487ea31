import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ContentAudit } from '../admin-audit.ts';
import type { ContentModels } from '../content-models.ts';
import { flag01, optionalText, requiredText, sortOrder } from '../input-fields.ts';
import { DEFAULT_SECTOR_ICON, toSectorRecord } from '../models/sector.model.ts';
import { adminCatalogueRouter } from './admin-catalogue.ts';

/**
 * Spec §3 calls the admin sector's names `title_ar`/`title_en`; the wire record says
 * `name_ar`/`name_en`. Both are accepted; `name_*` wins when both are sent.
 */
function acceptTitleAliases(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { title_ar, title_en, ...rest } = body as Record<string, unknown>;
  return { name_ar: title_ar, name_en: title_en, ...rest };
}

/** Spec §5 "Admin sector form": both names and both descriptions required. */
const sectorFields = {
  name_ar: requiredText('Arabic title', 200),
  name_en: requiredText('English title', 200),
  description_ar: requiredText('Arabic description', 5000),
  description_en: requiredText('English description', 5000),
  icon: optionalText('Icon', 200),
  is_active: flag01('is_active').optional(),
  sort_order: sortOrder(),
};

/** Admin sectors (spec §2 "Other admin pages" Sectors, §3 "Sector", §5): see {@link adminCatalogueRouter}. */
export function adminSectorsRouter(models: ContentModels, staffOnly: Middleware, audit: ContentAudit): Router {
  return adminCatalogueRouter({
    model: models.Sector,
    staffOnly,
    audit,
    noun: 'sector',
    record: 'SectorRecord',
    names: ['name_ar', 'name_en'],
    create: z.object(sectorFields),
    update: z.object(sectorFields).partial(),
    labels: {
      name_ar: 'Arabic title',
      name_en: 'English title',
      description_ar: 'Arabic description',
      description_en: 'English description',
    },
    toRecord: toSectorRecord,
    defaultIcon: DEFAULT_SECTOR_ICON,
    notFound: 'Sector not found',
    description: '`title_ar` / `title_en` are accepted for `name_ar` / `name_en` (spec §3); `name_*` wins.',
    bodyOf: acceptTitleAliases,
  });
}
