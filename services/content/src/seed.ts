import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { TRACK_ICONS, TRACK_SLUGS, TRACK_TITLES, type TrackSlug } from '@consulting/contracts';
import { serviceModel, type Service } from './models/service.model.ts';

/** Descriptions of the six tracks (spec §1) as the company presents them. */
const TRACK_DESCRIPTIONS: Record<TrackSlug, { ar: string; en: string }> = {
  'intellectual-property': {
    ar: 'نحمي أفكارك وابتكاراتك: تسجيل العلامات التجارية وبراءات الاختراع وحقوق المؤلف لدى الجهات المختصة في المملكة، ومراقبة التعديات، وإدارة محفظة الملكية الفكرية وترخيصها.',
    en: 'We protect your ideas and inventions: registering trademarks, patents and copyrights with the Saudi authorities, watching for infringements, and managing and licensing your intellectual-property portfolio.',
  },
  innovation: {
    ar: 'نحوّل الأفكار إلى نماذج أعمال قابلة للتطبيق: ورش تصميم الحلول، واختبار المنتجات مع العملاء، وبناء ثقافة الابتكار داخل المنشأة، وإعداد المشاريع لبرامج الدعم والحاضنات.',
    en: 'We turn ideas into workable business models: solution-design workshops, product testing with real customers, building an innovation culture inside your organisation, and preparing projects for support programmes and incubators.',
  },
  investment: {
    ar: 'نربط المشاريع بمصادر التمويل المناسبة: التقييم المالي، وإعداد دراسات الجدوى والعروض الاستثمارية، والتواصل مع المستثمرين وجهات التمويل، ومرافقتك حتى إتمام الصفقة وما بعدها.',
    en: 'We connect projects with the right funding: financial valuation, feasibility studies and investor decks, introductions to investors and financing bodies, and support through the close of the deal and beyond.',
  },
  launch: {
    ar: 'نطلق علامتك التجارية ومشروعك الجديد بثقة: بناء الهوية البصرية، واستراتيجية الدخول إلى السوق، والتسويق الرقمي، والدعم التشغيلي في الأشهر الأولى من الانطلاق.',
    en: 'We launch your brand and new venture with confidence: visual identity, go-to-market strategy, digital marketing, and operational support through the first months after launch.',
  },
  events: {
    ar: 'نخطط وننظم الفعاليات من الفكرة إلى التقييم: المؤتمرات والمعارض وورش العمل وفعاليات الشركات، مع إدارة الموردين والتسويق والتنفيذ في الموقع وقياس الأثر.',
    en: 'We plan and run events from concept to evaluation: conferences, exhibitions, workshops and corporate events, with supplier management, promotion, on-site delivery and impact measurement.',
  },
  representation: {
    ar: 'نمثل الشركات الأجنبية في السوق السعودي: دراسة السوق، والتسجيل والترخيص، وإيجاد الشركاء والموزعين، وتأسيس الحضور المحلي وتشغيله وفق الأنظمة السعودية.',
    en: 'We represent foreign companies in the Saudi market: market studies, registration and licensing, finding partners and distributors, and setting up and running a local presence under Saudi regulations.',
  },
};

/** The six seeded services, in the order of `TRACK_SLUGS` (sort_order 1–6). */
export function defaultServices(): Pick<
  Service,
  'slug' | 'title_ar' | 'title_en' | 'description_ar' | 'description_en' | 'icon' | 'path' | 'is_active' | 'sort_order'
>[] {
  return TRACK_SLUGS.map((slug, index) => ({
    slug,
    title_ar: TRACK_TITLES[slug].ar,
    title_en: TRACK_TITLES[slug].en,
    description_ar: TRACK_DESCRIPTIONS[slug].ar,
    description_en: TRACK_DESCRIPTIONS[slug].en,
    icon: TRACK_ICONS[slug],
    path: `/services/${slug}`,
    is_active: 1,
    sort_order: index + 1,
  }));
}

/**
 * First start of content: builds the indexes, then inserts the six tracks only when the
 * services collection is empty, so admin edits and deletions are never overwritten.
 * Returns the number of services inserted (6 or 0). Two instances seeding at once cannot
 * double the list: the unique slug index refuses the second copy.
 */
export async function seedServices(connection: Connection, logger: Logger): Promise<number> {
  const Service = serviceModel(connection);
  await Service.init();
  if ((await Service.countDocuments()) > 0) return 0;
  try {
    const inserted = await Service.insertMany(defaultServices(), { ordered: false });
    logger.info({ count: inserted.length }, 'services seeded');
    return inserted.length;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return 0;
    throw error;
  }
}
