import type { SiteContentListType } from '@consulting/contracts';
import type { Connection } from 'mongoose';
import type { ApiRoute, RouteOperation } from '@consulting/service-kit';
import { contentTrailRoute } from '../routes/admin-records.ts';
import { LIST_TYPES } from './list-types.ts';
import { orderSchema, siteSettingsSchema } from './validation.ts';

const TAG = 'Admin: site content';
const common = { tags: [TAG], auth: 'staff' as const };
const BASE = '/api/admin/site-content';
const MISSING =
  "'يرجى تعبئة الحقول التالية: …' (blank required fields, either language) or an invalid value naming its field";

/** The record each list type answers (contracts). */
const RECORDS: Record<SiteContentListType, string> = {
  team: 'TeamMemberRecord',
  partners: 'PartnerRecord',
  'bank-accounts': 'BankAccountRecord',
  'hero-slides': 'HeroSlideRecord',
  statistics: 'HomeStatisticRecord',
  goals: 'GoalRecord',
};

/** The declarations of one list type's staff routes, registered by `siteContentAdminRouter`. */
export function listTypeOperations(type: SiteContentListType) {
  const { form, notFound, hasImage } = LIST_TYPES[type];
  const base = `${BASE}/${type}`;
  const item = `${base}/{id}`;
  const record = `${RECORDS[type]}${hasImage ? ' + image_id' : ''}`;
  const imageRule = hasImage
    ? " `image_id` must be an image of the media library ('…: يجب اختيار صورة من مكتبة الوسائط')."
    : '';
  return {
    list: {
      ...common,
      method: 'get',
      path: base,
      summary: `All ${type} items (inactive included), by sort_order`,
      success: { status: 200, description: `\`{success:true, items: (${record})[]}\`` },
    },
    create: {
      ...common,
      method: 'post',
      path: base,
      summary: `Create a ${type} item`,
      description: `\`sort_order\` defaults to after the last item, \`is_active\` to true.${imageRule} Audited; raises the content version.`,
      body: { type: 'json', schema: form.schema },
      success: { status: 201, description: `\`{success:true, item: ${record}}\`` },
      errors: { 400: MISSING },
    },
    replace: {
      ...common,
      method: 'put',
      path: item,
      summary: `Replace a ${type} item`,
      description: `The body replaces the item: optional fields left out become ''/null/0; \`sort_order\` and \`is_active\` left out are kept.${imageRule} Audited; raises the content version.`,
      body: { type: 'json', schema: form.schema },
      success: { status: 200, description: `\`{success:true, item: ${record}}\`` },
      errors: { 400: MISSING, 404: notFound },
    },
    remove: {
      ...common,
      method: 'delete',
      path: item,
      summary: `Delete a ${type} item`,
      success: { status: 200, description: '`{success:true}`; audited; raises the content version' },
      errors: { 404: notFound },
    },
    order: {
      ...common,
      method: 'post',
      path: `${base}/order`,
      summary: `Reorder the ${type} list`,
      description:
        'The named items take `sort_order` 1, 2, … in the order sent; the others follow in their order. Audited (entity id `order`); raises the content version.',
      body: { type: 'json', schema: orderSchema },
      success: { status: 200, description: `\`{success:true, items: (${record})[]}\`, in the new order` },
      errors: { 400: 'A malformed or repeated id', 404: `${notFound} (an id not of this list)` },
    },
  } satisfies Record<string, RouteOperation>;
}

/** `GET /api/admin/site-content/{type}/{id}/audit`: one list item's audit trail (staff). */
export function listTypeTrailRoute(connection: Connection, type: SiteContentListType): ApiRoute {
  const { entity, notFound } = LIST_TYPES[type];
  return contentTrailRoute(connection, `${BASE}/${type}`, { entity, noun: `${type} item`, tag: TAG, notFound });
}

/** The public snapshot of the editor-owned content, registered by `siteContentRouter`. */
export const siteContentSnapshotOperation: RouteOperation = {
  method: 'get',
  path: '/api/site-content',
  summary: 'Everything editors own that the public pages read (one snapshot)',
  description:
    'The public site settings (never the staff inbox) and each list\'s active items by `sort_order`, media resolved to `MediaRef`s. `ETag: "{content.version}"`, `Cache-Control: no-cache`; a matching If-None-Match gets 304 with no body. The version changes after every save of public content and when a scheduled news item falls due.',
  tags: ['Public content'],
  auth: 'none',
  success: { status: 200, description: '`SiteContentResponse` `{success:true, content: SiteContent}`' },
};

/** The declarations of the site settings' staff routes, registered by `siteContentAdminRouter`. */
export const siteSettingsOperations = {
  read: {
    ...common,
    method: 'get',
    path: `${BASE}/settings`,
    summary: 'The site settings, staff inbox included',
    success: { status: 200, description: '`{success:true, settings: AdminSiteSettingsRecord}`' },
  },
  replace: {
    ...common,
    method: 'put',
    path: `${BASE}/settings`,
    summary: 'Replace the site settings',
    description:
      "Company name, address and working hours required in both languages, phone and email required; social links '' or https; `company_profile_id` a PDF of the media library or null; `staff_inbox` '' (identity's STAFF_INBOX) or an email. The mail settings (`staff_inbox`) are an admin's: an editor who leaves them out or repeats them keeps them; an editor who changes them gets 403 and nothing is saved. Audited (entity `site_settings`); raises the content version.",
    body: { type: 'json', schema: siteSettingsSchema },
    success: { status: 200, description: '`{success:true, settings: AdminSiteSettingsRecord}`' },
    errors: {
      400: MISSING,
      403: "A client's token, or an editor changing a mail setting ('تغيير بريد فريق العمل وإعدادات البريد متاح للمدير فقط')",
    },
  },
  audit: {
    ...common,
    method: 'get',
    path: `${BASE}/settings/audit`,
    summary: "The site settings' audit trail",
    success: { status: 200, description: '`AuditTrailResponse` `{success:true, audit: AuditEntry[]}`, newest first' },
  },
} satisfies Record<string, RouteOperation>;
