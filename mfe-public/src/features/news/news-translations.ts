import { addTranslations } from '@consulting/platform';
import { NEWS_CATEGORY_LABELS } from '@consulting/contracts';

/** i18next namespace of the news pages. */
export const NEWS_NAMESPACE = 'public-news';

const ar = {
  subtitle: 'تابع آخر أخبار الشركة وشراكاتها وفعالياتها وبرامجها.',
  searchPlaceholder: 'ابحث في الأخبار...',
  searchLabel: 'البحث في الأخبار',
  categoryLabel: 'التصنيف',
  categories: NEWS_CATEGORY_LABELS.ar,
  featured: 'أخبار مميزة',
  allNews: 'جميع الأخبار',
  featuredBadge: 'مميز',
  readMore: 'اقرأ المزيد',
  emptyTitle: 'لا توجد أخبار',
  emptyHint: 'جرّب تغيير كلمات البحث أو اختيار تصنيف آخر.',
  by: 'بقلم {{author}}',
  views: '{{count}} مشاهدة',
  close: 'إغلاق',
  imageAlt: 'صورة الخبر',
  stats: {
    title: 'أرقام الأخبار',
    articles: 'مقال منشور',
    readers: 'قارئ شهرياً',
    categories: 'تصنيفات',
    exclusive: 'محتوى حصري',
  },
  latest: 'آخر الأخبار',
  viewAll: 'عرض جميع الأخبار',
  newsletterTitle: 'ابقَ على اطلاع',
  newsletterText: 'اشترك في نشرتنا البريدية من أسفل الصفحة ليصلك جديد أخبارنا وفعالياتنا أولاً بأول.',
  loading: 'جارٍ تحميل الأخبار...',
  notFoundTitle: 'الخبر غير موجود',
  notFoundText: 'ربما حُذف هذا الخبر أو تغيّر رابطه.',
  errorTitle: 'تعذر تحميل الخبر',
  backToNews: 'العودة إلى الأخبار',
  previewBanner: 'معاينة: نسخة للمراجعة قد لا تكون منشورة بعد، ولا يراها الزوار إلا بعد نشرها',
};

const en: typeof ar = {
  subtitle: 'Follow the latest company news, partnerships, events and programmes.',
  searchPlaceholder: 'Search news...',
  searchLabel: 'Search news',
  categoryLabel: 'Category',
  categories: NEWS_CATEGORY_LABELS.en,
  featured: 'Featured News',
  allNews: 'All News',
  featuredBadge: 'Featured',
  readMore: 'Read More',
  emptyTitle: 'No News Found',
  emptyHint: 'Try changing your search terms or choosing another category.',
  by: 'By {{author}}',
  views: '{{count}} views',
  close: 'Close',
  imageAlt: 'News image',
  stats: {
    title: 'News in numbers',
    articles: 'Published articles',
    readers: 'Monthly readers',
    categories: 'Categories',
    exclusive: 'Exclusive content',
  },
  latest: 'Latest News',
  viewAll: 'View All News',
  newsletterTitle: 'Stay informed',
  newsletterText: 'Subscribe to our newsletter at the bottom of the page to get our news and events first.',
  loading: 'Loading news...',
  notFoundTitle: 'News item not found',
  notFoundText: 'This news item may have been removed or its link changed.',
  errorTitle: 'The news item could not be loaded',
  backToNews: 'Back to News',
  previewBanner: 'Preview: a review copy that may not be published yet; visitors see it only once it is',
};

addTranslations(NEWS_NAMESPACE, { ar, en });
