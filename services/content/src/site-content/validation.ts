import { z } from 'zod';
import {
  GOAL_HORIZONS,
  HERO_THEMES,
  SOCIAL_NETWORKS,
  type GoalHorizon,
  type SiteContentListType,
  type SocialNetwork,
} from '@consulting/contracts';
import { MISSING, parseInput, sortOrder, type InputTexts } from '../input-fields.ts';

/**
 * The write bodies of the editor-owned content ("Bad input"): zod schemas of
 * the site settings and of each list type, and the Arabic messages the panel shows. A required
 * field is refused when absent, not text or blank after trimming, in either language; links are
 * checked by their scheme (no `javascript:` or `data:`). Every message names the field in the
 * words of the form.
 */

const AR = 'بالعربية';
const EN = 'بالإنجليزية';

/** A schema's fields and the Arabic names of its fields (by path: `social_links.x`). */
interface Form {
  shape: Record<string, z.ZodType>;
  labels: Record<string, string>;
}

const merge = (...forms: Form[]): Form => ({
  shape: Object.assign({}, ...forms.map((form) => form.shape)) as Record<string, z.ZodType>,
  labels: Object.assign({}, ...forms.map((form) => form.labels)) as Record<string, string>,
});

const tooLong = (label: string, max: number) => `${label}: يجب ألا يزيد على ${max} حرف`;

/** Required text: trimmed, non-empty, at most `max` characters. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .max(max, { error: tooLong(label, max) });

/** Optional text: trimmed, at most `max` characters; absent or null becomes ''. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: `${label}: يجب أن يكون نصاً` })
      .trim()
      .max(max, { error: tooLong(label, max) }),
  );

/** One field `name` with its label. */
const one = (name: string, label: string, schema: (label: string) => z.ZodType): Form => ({
  shape: { [name]: schema(label) },
  labels: { [name]: label },
});

/** The pair `{name}_ar` / `{name}_en`, both required or both optional. */
const pair = (name: string, label: string, max: number, required: boolean): Form => {
  const build = required ? requiredText : optionalText;
  return merge(
    one(`${name}_ar`, `${label} ${AR}`, (l) => build(l, max)),
    one(`${name}_en`, `${label} ${EN}`, (l) => build(l, max)),
  );
};

/** True when `value` parses as an absolute URL with one of `protocols` ('https:') and a host. */
function isUrl(value: string, protocols: readonly string[]): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '' && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

/** '' or an https URL (social links). */
const httpsLink = (label: string) =>
  optionalText(label, 2000).refine((url) => url === '' || isUrl(url, ['https:']), {
    error: `${label}: يجب أن يكون رابطاً يبدأ بـ https://`,
  });

/** '' or an http(s) URL (a partner's website, a team member's LinkedIn). */
const webLink = (label: string) =>
  optionalText(label, 2000).refine((url) => url === '' || isUrl(url, ['http:', 'https:']), {
    error: `${label}: يجب أن يكون رابطاً يبدأ بـ https:// أو http://`,
  });

/** A required site path ('/services', not '//host') or an https URL (a slide's call to action). */
const ctaLink = (label: string) =>
  requiredText(label, 2000).refine((link) => /^\/(?![/\\])[^\s\\]*$/.test(link) || isUrl(link, ['https:']), {
    error: `${label}: يجب أن يكون مساراً في الموقع يبدأ بـ / أو رابطاً يبدأ بـ https://`,
  });

const emailOf = (label: string) => z.email({ error: `${label}: عنوان البريد الإلكتروني غير صالح` }).max(254);

/** A required email address, lower-cased. */
const requiredEmail = (label: string) =>
  requiredText(label, 254)
    .pipe(emailOf(label))
    .transform((email) => email.toLowerCase());

/** '' or an email address, lower-cased. */
const optionalEmail = (label: string) =>
  optionalText(label, 254)
    .refine((email) => email === '' || emailOf(label).safeParse(email).success, {
      error: `${label}: عنوان البريد الإلكتروني غير صالح`,
    })
    .transform((email) => email.toLowerCase());

/** An integer from `min` to `max`; absent becomes `fallback`. */
const integerIn = (label: string, min: number, max: number, fallback: number) => {
  const error = `${label}: يجب أن يكون عدداً صحيحاً من ${min} إلى ${max}`;
  return z.preprocess(
    (value) => value ?? fallback,
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );
};

/** One of `values`, required. */
const oneOf = <T extends string>(label: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `${label}: قيمة غير معروفة (المسموح: ${values.join('، ')})` });

/**
 * A media library id (24 hex digits) or null; absent becomes null. Whether it names an image
 * (or a PDF) of the library is checked by the routes, which read the library.
 */
const mediaId = (label: string) => {
  const error = `${label}: يجب اختيار ملف من مكتبة الوسائط`;
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z
      .string({ error })
      .regex(/^[0-9a-f]{24}$/i, { error })
      .transform((id) => id.toLowerCase())
      .nullable(),
  );
};

/** `is_active`: true or false (also 1/0); absent stays undefined (create: true, replace: kept). */
const activeFlag = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label}: يجب أن تكون نعم أو لا` })
    .transform((value) => value === true || value === 1)
    .optional();

/** Display order and the active flag of every list item. */
const listFields: Form = merge(
  one('sort_order', 'الترتيب', () => sortOrder()),
  one('is_active', 'الحالة', activeFlag),
);

/**
 * True for a Saudi IBAN: `SA`, 22 digits (24 characters), valid ISO 13616 check digits
 * (mod 97 of the rearranged number is 1); no IBAN library, as this one country's rule is the whole check.
 */
export function isSaudiIban(iban: string): boolean {
  if (!/^SA\d{22}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A required Saudi IBAN; spaces are dropped and letters upper-cased before the check. */
const iban = (label: string) =>
  requiredText(label, 60)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isSaudiIban, {
      error: `${label}: رقم آيبان سعودي غير صالح (24 خانة تبدأ بـ SA وأرقام تحقق صحيحة)`,
    });

/** '' or a SWIFT/BIC code (8 or 11 letters and digits), upper-cased. */
const swift = (label: string) =>
  optionalText(label, 11)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value), {
      error: `${label}: يجب أن يكون 8 أو 11 حرفاً ورقماً`,
    });

/** `schema`, with `fallback` for an absent, null or '' value. */
const orDefault = <T extends z.ZodType>(fallback: string, schema: T) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? fallback : value), schema);

/** A `#rrggbb` colour, lower-cased; absent or '' becomes `fallback`. */
const colour = (label: string, fallback: string) => {
  const error = `${label}: يجب أن يكون لوناً بصيغة ‎#rrggbb`;
  const hex = z
    .string({ error })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, { error });
  return orDefault(
    fallback,
    hex.transform((value) => value.toLowerCase()),
  );
};

/** Three letters (ISO 4217), upper-cased; absent or '' becomes 'SAR'. */
const currency = (label: string) => {
  const error = `${label}: يجب أن تكون رمزاً من ثلاثة أحرف مثل SAR`;
  const code = z
    .string({ error })
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error });
  return orDefault(
    'SAR',
    code.transform((value) => value.toUpperCase()),
  );
};

/** Arabic names of the social networks, in the labels of the settings form. */
const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  x: 'رابط إكس',
  linkedin: 'رابط لينكدإن',
  instagram: 'رابط إنستغرام',
  facebook: 'رابط فيسبوك',
  tiktok: 'رابط تيك توك',
  snapchat: 'رابط سناب شات',
};

const socialLinksSchema = z.preprocess(
  (value) => value ?? {},
  z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsLink(SOCIAL_LABELS[network])])) as Record<
      SocialNetwork,
      ReturnType<typeof httpsLink>
    >,
    { error: 'روابط التواصل الاجتماعي: يجب أن تكون كائناً' },
  ),
);

/**
 * `PUT /api/admin/site-content/settings`: company name, address and working hours required in
 * both languages, phone and email required; tagline and description optional; social links ''
 * or https; `company_profile_id` a library id or null; `staff_inbox` '' or an email. Absent
 * optional fields become ''/null (the body replaces the settings).
 */
const settingsForm = merge(
  pair('company_name', 'اسم الشركة', 200, true),
  pair('tagline', 'الشعار النصي', 300, false),
  pair('site_description', 'وصف الموقع', 1000, false),
  one('phone', 'رقم الهاتف', (l) => requiredText(l, 50)),
  one('email', 'البريد الإلكتروني', requiredEmail),
  pair('address', 'العنوان', 500, true),
  pair('working_hours', 'ساعات العمل', 200, true),
  { shape: { social_links: socialLinksSchema }, labels: {} },
  one('company_profile_id', 'الملف التعريفي', mediaId),
  one('staff_inbox', 'بريد فريق العمل', optionalEmail),
);
export const siteSettingsSchema = z.object(settingsForm.shape);
export const SITE_SETTINGS_LABELS: Record<string, string> = {
  ...settingsForm.labels,
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`social_links.${network}`, SOCIAL_LABELS[network]])),
};

const teamForm = merge(
  pair('name', 'الاسم', 200, true),
  pair('position', 'المنصب', 200, true),
  pair('description', 'النبذة', 2000, false),
  pair('education', 'المؤهل العلمي', 300, false),
  one('experience_years', 'سنوات الخبرة', (l) => integerIn(l, 0, 80, 0)),
  one('email', 'البريد الإلكتروني', optionalEmail),
  one('linkedin', 'رابط لينكدإن', webLink),
  one('image_id', 'الصورة', mediaId),
  listFields,
);

const partnerForm = merge(
  pair('name', 'الاسم', 200, true),
  pair('type', 'نوع الشراكة', 200, true),
  pair('description', 'الوصف', 2000, false),
  pair('country', 'الدولة', 100, false),
  one('website', 'الموقع الإلكتروني', webLink),
  one('image_id', 'الشعار', mediaId),
  listFields,
);

const bankAccountForm = merge(
  pair('bank_name', 'اسم البنك', 200, true),
  pair('account_holder', 'اسم صاحب الحساب', 200, true),
  one('account_number', 'رقم الحساب', (l) => requiredText(l, 34)),
  one('iban', 'رقم الآيبان', iban),
  one('swift', 'رمز السويفت', swift),
  one('currency', 'العملة', currency),
  one('account_type', 'نوع الحساب', (l) => orDefault('current', requiredText(l, 50))),
  one('color', 'لون البطاقة', (l) => colour(l, '#1d4ed8')),
  listFields,
);

const heroSlideForm = merge(
  pair('title', 'العنوان', 200, true),
  pair('subtitle', 'العنوان الفرعي', 200, false),
  pair('description', 'الوصف', 1000, false),
  pair('cta_text', 'نص الزر', 100, true),
  one('cta_link', 'رابط الزر', ctaLink),
  one('theme', 'النمط', (l) => oneOf(l, HERO_THEMES)),
  one('image_id', 'الصورة', mediaId),
  listFields,
);

const statisticForm = merge(
  pair('title', 'العنوان', 200, true),
  one('value', 'القيمة', (l) => requiredText(l, 30)),
  pair('description', 'الوصف', 500, false),
  listFields,
);

const goalForm = merge(
  one('horizon', 'المدى', (l) => oneOf(l, GOAL_HORIZONS)),
  pair('title', 'العنوان', 200, true),
  pair('description', 'الوصف', 2000, true),
  pair('status', 'الحالة', 100, false),
  one('progress', 'نسبة الإنجاز', (l) => integerIn(l, 0, 100, 0)),
  pair('target', 'المستهدف', 200, false),
  pair('impact', 'الأثر', 200, false),
  listFields,
);

/** The fields each goal horizon requires besides title and description (spec §3 "Goal data"). */
const HORIZON_FIELDS: Record<GoalHorizon, string[]> = {
  short: ['status_ar', 'status_en'],
  medium: ['target_ar', 'target_en'],
  long: ['impact_ar', 'impact_en'],
};

/** The fields of the other horizons, cleared on save ('' and progress 0, as `GoalRecord` says). */
function clearOtherHorizons(goal: Record<string, unknown>): Record<string, unknown> {
  const cleared: Record<string, unknown> = { ...goal };
  for (const [horizon, fields] of Object.entries(HORIZON_FIELDS))
    if (horizon !== goal.horizon) for (const field of fields) cleared[field] = '';
  if (goal.horizon !== 'short') cleared.progress = 0;
  return cleared;
}

/** How one list type's body is read: its schema, the Arabic field names and the extra rules. */
export interface ListForm {
  schema: z.ZodObject;
  labels: Record<string, string>;
  /** The record fields the body writes (the schema's keys, `image_id` among them). */
  fields: string[];
  /** Required fields that depend on another field's value (a goal's horizon). */
  requiredWhen?: (body: Record<string, unknown>) => string[];
  /** Applied to the parsed body before it is saved. */
  normalise?: (fields: Record<string, unknown>) => Record<string, unknown>;
}

const listForm = (form: Form, options: Pick<ListForm, 'requiredWhen' | 'normalise'> = {}): ListForm => ({
  schema: z.object(form.shape),
  labels: form.labels,
  fields: Object.keys(form.shape),
  ...options,
});

/** The body of `POST /api/admin/site-content/{type}` and `PUT …/{type}/{id}`, per list type. */
export const LIST_FORMS: Record<SiteContentListType, ListForm> = {
  team: listForm(teamForm),
  partners: listForm(partnerForm),
  'bank-accounts': listForm(bankAccountForm),
  'hero-slides': listForm(heroSlideForm),
  statistics: listForm(statisticForm),
  goals: listForm(goalForm, {
    requiredWhen: (body) =>
      typeof body.horizon === 'string' && Object.hasOwn(HORIZON_FIELDS, body.horizon)
        ? HORIZON_FIELDS[body.horizon as GoalHorizon]
        : [],
    normalise: clearOtherHorizons,
  }),
};

/** Body of `POST /api/admin/site-content/{type}/order`: list ids (24 hex digits), no repeats. */
export const orderSchema = z.object({
  ids: z
    .array(z.string().regex(/^[0-9a-f]{24}$/i, { error: 'ids: معرّف غير صالح' }), {
      error: 'ids: يجب إرسال قائمة المعرّفات بالترتيب الجديد',
    })
    .max(1000)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      error: 'ids: معرّف مكرر في الترتيب',
    }),
});

const ARABIC: InputTexts = {
  notObject: 'يجب أن يكون الطلب كائن JSON',
  missing: (labels) => `يرجى تعبئة الحقول التالية: ${labels.join('، ')}`,
  invalid: 'بيانات غير صالحة',
};

/** {@link parseInput} with the panel's Arabic messages. */
export function parseSiteContentInput<S extends z.ZodType>(
  schema: S,
  body: unknown,
  labels: Record<string, string>,
  requiredWhen?: (body: Record<string, unknown>) => string[],
): z.output<S> {
  return parseInput(schema, body, labels, { texts: ARABIC, requiredWhen });
}
