/** Texts of the media library (/admin/media) and its picker (Arabic only, spec §1). */
export const MEDIA_AR = {
  title: 'مكتبة الوسائط',
  searchPlaceholder: 'ابحث باسم الملف أو النص البديل...',
  kindAll: 'كل الأنواع',
  images: 'الصور',
  pdfs: 'ملفات PDF',
  upload: 'رفع ملف',
  uploadTitle: 'رفع ملف إلى المكتبة',
  uploading: 'جارٍ الرفع...',
  chooseFile: 'اختر ملفاً',
  fileHint: 'صور JPEG أو PNG أو WebP أو GIF حتى 8 ميغابايت، أو ملف PDF حتى 10 ميغابايت. يُعرف النوع من محتوى الملف.',
  fileRequired: 'اختر ملفاً لرفعه',
  altAr: 'النص البديل بالعربية',
  altEn: 'النص البديل بالإنجليزية',
  pdfTitleAr: 'عنوان الملف بالعربية (اختياري)',
  pdfTitleEn: 'عنوان الملف بالإنجليزية (اختياري)',
  altHelp: 'يصف الصورة لمن لا يراها؛ مطلوب باللغتين للصور.',
  altRequired: 'النص البديل مطلوب باللغتين للصور',
  uploaded: 'تم رفع الملف بنجاح',
  uploadFailed: 'تعذّر رفع الملف',
  edit: 'تعديل النص البديل',
  editTitle: 'تعديل النص البديل',
  save: 'حفظ',
  cancel: 'إلغاء',
  updated: 'تم تحديث النص البديل',
  updateFailed: 'تعذّر تحديث النص البديل',
  delete: 'حذف',
  confirmDelete: 'هل أنت متأكد من حذف هذا الملف؟ ستختفي الصورة من كل صفحة تستخدمها.',
  deleted: 'تم حذف الملف',
  deleteFailed: 'تعذّر حذف الملف',
  loading: 'جاري تحميل المكتبة...',
  loadFailed: (message: string) => `خطأ في تحميل المكتبة: ${message}`,
  retry: 'إعادة المحاولة',
  empty: 'لا توجد ملفات في المكتبة بعد',
  noResults: 'لا توجد نتائج',
  pdf: 'PDF',
  image: 'صورة',
  dimensions: (width: number, height: number) => `${width} × ${height} بكسل`,
  open: 'فتح',
  // The picker (news, team, partner, hero and settings forms).
  choose: 'اختيار',
  change: 'تغيير',
  remove: 'إزالة',
  none: 'لم يُختر ملف',
  pickTitle: 'اختيار من مكتبة الوسائط',
  pickImageTitle: 'اختيار صورة من المكتبة',
  pickPdfTitle: 'اختيار ملف PDF من المكتبة',
  libraryTab: 'المكتبة',
  uploadTab: 'رفع ملف جديد',
  select: 'اختيار هذا الملف',
  unsupportedKind: (kind: 'image' | 'pdf') =>
    kind === 'image' ? 'هذا الحقل يقبل الصور فقط' : 'هذا الحقل يقبل ملفات PDF فقط',
} as const;

/** A byte count as people read it: '820 بايت', '12.5 ك.ب', '3.2 م.ب'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} بايت`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} ك.ب`;
  return `${(bytes / 1024 / 1024).toFixed(1)} م.ب`;
}
