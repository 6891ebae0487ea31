import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ContentAudit } from '../admin-audit.ts';
import type { ContentModels } from '../content-models.ts';
import { flag01, optionalText, requiredText, sortOrder } from '../input-fields.ts';
import { toServiceRecord, type ServiceModel } from '../models/service.model.ts';
import { adminCatalogueRouter } from './admin-catalogue.ts';

/** Spec §5 "Admin service form": both titles and both descriptions required. */
const serviceFields = {
  title_ar: requiredText('Arabic title', 200),
  title_en: requiredText('English title', 200),
  description_ar: requiredText('Arabic description', 5000),
  description_en: requiredText('English description', 5000),
  icon: optionalText('Icon', 200),
  slug: optionalText('Slug', 80).refine((slug) => !slug || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), {
    error: 'slug must be lowercase letters, digits and dashes',
  }),
  path: optionalText('Path', 300).refine((path) => !path || /^\/(?!\/)\S*$/.test(path), {
    error: 'path must be a site path starting with /',
  }),
  is_active: flag01('is_active').optional(),
  sort_order: sortOrder(),
};

/** A slug made from the English title, made unique with -2, -3, … ('service' when nothing is left). */
async function freeSlug(Service: ServiceModel, titleEn: string): Promise<string> {
  const base =
    titleEn
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'service';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await Service.exists({ slug }))) return slug;
  }
}

/**
 * Admin services (spec §2 "Other admin pages" Services, §3 "Service", §5): see
 * {@link adminCatalogueRouter}; `slug` defaults to one free from the English title, `path` to
 * '/services/{slug}', and an update's '' slug or path keeps the stored one.
 */
export function adminServicesRouter(models: ContentModels, staffOnly: Middleware, audit: ContentAudit): Router {
  const { Service } = models;
  return adminCatalogueRouter({
    model: Service,
    staffOnly,
    audit,
    noun: 'service',
    record: 'ServiceRecord',
    names: ['title_ar', 'title_en'],
    create: z.object(serviceFields),
    update: z.object(serviceFields).partial(),
    labels: {
      title_ar: 'Arabic title',
      title_en: 'English title',
      description_ar: 'Arabic description',
      description_en: 'English description',
    },
    toRecord: toServiceRecord,
    defaultIcon: 'fas fa-cog',
    notFound: 'Service not found',
    duplicateKey: 'Another service already uses this slug',
    createExtras: async ({ slug, path, title_en }) => {
      const free = slug || (await freeSlug(Service, title_en));
      return { slug: free, path: path || `/services/${free}` };
    },
    updateFields: ({ slug, path, ...update }) => ({ ...update, slug: slug || undefined, path: path || undefined }),
  });
}
