import { SITE_CONTENT_LIST_TYPES, type SiteContentListType } from '@consulting/contracts';
import { auditTrailOperation, type ApiOperation } from '@consulting/service-kit';
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

/** The operations of one list type. */
function listOperations(type: SiteContentListType): ApiOperation[] {
  const { form, notFound, hasImage } = LIST_TYPES[type];
  const base = `${BASE}/${type}`;
  const item = `${base}/{id}`;
  const record = `${RECORDS[type]}${hasImage ? ' + image_id' : ''}`;
  const imageRule = hasImage
    ? " `image_id` must be an image of the media library ('…: يجب اختيار صورة من مكتبة الوسائط')."
    : '';
  return [
    {
      ...common,
      method: 'get',
      path: base,
      summary: `All ${type} items (inactive included), by sort_order`,
      success: { status: 200, description: `\`{success:true, items: (${record})[]}\`` },
    },
    {
      ...common,
      method: 'post',
      path: base,
      summary: `Create a ${type} item`,
      description: `\`sort_order\` defaults to after the last item, \`is_active\` to true.${imageRule} Audited; raises the content version.`,
      body: { type: 'json', schema: form.schema },
      success: { status: 201, description: `\`{success:true, item: ${record}}\`` },
      errors: { 400: MISSING },
    },
    {
      ...common,
      method: 'put',
      path: item,
      summary: `Replace a ${type} item`,
      description: `The body replaces the item: optional fields left out become ''/null/0; \`sort_order\` and \`is_active\` left out are kept.${imageRule} Audited; raises the content version.`,
      body: { type: 'json', schema: form.schema },
      success: { status: 200, description: `\`{success:true, item: ${record}}\`` },
      errors: { 400: MISSING, 404: notFound },
    },
    {
      ...common,
      method: 'delete',
      path: item,
      summary: `Delete a ${type} item`,
      success: { status: 200, description: '`{success:true}`; audited; raises the content version' },
      errors: { 404: notFound },
    },
    {
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
    auditTrailOperation(item, { noun: `${type} item`, tag: TAG, notFound, auth: 'staff' }),
  ];
}

/**
 * The `/api` operations of the editor-owned site content (issue 15 part 1) for content's
 * OpenAPI document: the public snapshot, the settings and each list type. The internal
 * `GET /internal/site-settings/staff-inbox` (identity's, `x-internal-token`) is outside `/api`:
 * see docs/api.md.
 */
export const siteContentOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/site-content',
    summary: 'Everything editors own that the public pages read (one snapshot)',
    description:
      'Issue 15: the public site settings (never the staff inbox) and each list\'s active items by `sort_order`, media resolved to `MediaRef`s. `ETag: "{content.version}"`, `Cache-Control: no-cache`; a matching If-None-Match gets 304 with no body. The version changes after every save of public content and when a scheduled news item falls due.',
    tags: ['Public content'],
    auth: 'none',
    success: { status: 200, description: '`SiteContentResponse` `{success:true, content: SiteContent}`' },
  },
  {
    ...common,
    method: 'get',
    path: `${BASE}/settings`,
    summary: 'The site settings, staff inbox included',
    success: { status: 200, description: '`{success:true, settings: AdminSiteSettingsRecord}`' },
  },
  {
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
  {
    ...common,
    method: 'get',
    path: `${BASE}/settings/audit`,
    summary: "The site settings' audit trail",
    success: { status: 200, description: '`AuditTrailResponse` `{success:true, audit: AuditEntry[]}`, newest first' },
  },
  ...SITE_CONTENT_LIST_TYPES.flatMap(listOperations),
];
