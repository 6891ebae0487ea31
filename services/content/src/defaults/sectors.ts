import type { Sector } from '../models/sector.model.ts';

/** A seeded sector: its stable seed key and the stored fields (dates are set on insert). */
export type DefaultSector = { key: string } & Omit<Sector, 'created_at' | 'updated_at'>;

/**
 * The six sectors seeded at first start (spec §2 "Home" sectors section; the sector lists of
 * §3 "Static lists"), in display order (sort_order 1–6).
 */
export const DEFAULT_SECTORS: readonly DefaultSector[] = [
  {
    key: 'technology',
    name_ar: 'التقنية والاتصالات',
    name_en: 'Technology and Telecommunications',
    description_ar:
      'نرافق الشركات التقنية الناشئة والقائمة في حماية ابتكاراتها البرمجية، وتمويل نموها، وإطلاق منتجاتها الرقمية في السوق السعودي.',
    description_en:
      'We support start-ups and established technology companies in protecting their software innovations, funding their growth and launching digital products in the Saudi market.',
    icon: 'fas fa-microchip',
    is_active: 1,
    sort_order: 1,
  },
  {
    key: 'healthcare',
    name_ar: 'الرعاية الصحية',
    name_en: 'Healthcare',
    description_ar:
      'نخدم مقدمي الرعاية الصحية وشركات الأجهزة الطبية والأدوية في التسجيل والترخيص، وحماية براءات الاختراع، والدخول إلى السوق وفق الأنظمة الصحية في المملكة.',
    description_en:
      'We serve healthcare providers, medical-device and pharmaceutical companies with registration and licensing, patent protection and market entry under the Kingdom’s health regulations.',
    icon: 'fas fa-heartbeat',
    is_active: 1,
    sort_order: 2,
  },
  {
    key: 'finance',
    name_ar: 'الخدمات المالية والتقنية المالية',
    name_en: 'Financial Services and Fintech',
    description_ar:
      'نساعد شركات التقنية المالية والخدمات المالية على إعداد ملفاتها للمستثمرين، واستيفاء المتطلبات التنظيمية، وبناء الشراكات مع البنوك وجهات التمويل.',
    description_en:
      'We help fintech and financial-services firms prepare for investors, meet regulatory requirements and build partnerships with banks and financing bodies.',
    icon: 'fas fa-landmark',
    is_active: 1,
    sort_order: 3,
  },
  {
    key: 'retail',
    name_ar: 'التجزئة والتجارة',
    name_en: 'Retail and Commerce',
    description_ar:
      'نطلق العلامات التجارية الجديدة في قطاع التجزئة والتجارة الإلكترونية: الهوية البصرية، واستراتيجية الدخول إلى السوق، والتسويق الرقمي، وإيجاد الموزعين.',
    description_en:
      'We launch new brands in retail and e-commerce: visual identity, go-to-market strategy, digital marketing and finding distributors.',
    icon: 'fas fa-shopping-bag',
    is_active: 1,
    sort_order: 4,
  },
  {
    key: 'manufacturing',
    name_ar: 'الصناعة والتصنيع',
    name_en: 'Manufacturing and Industry',
    description_ar:
      'ندعم المصانع والشركات الصناعية في حماية تصاميمها وعملياتها، وتمويل خطوط الإنتاج الجديدة، وتمثيل الشركات الصناعية الأجنبية في المملكة.',
    description_en:
      'We support factories and industrial companies in protecting their designs and processes, financing new production lines, and representing foreign manufacturers in the Kingdom.',
    icon: 'fas fa-industry',
    is_active: 1,
    sort_order: 5,
  },
  {
    key: 'tourism',
    name_ar: 'السياحة والترفيه',
    name_en: 'Tourism and Entertainment',
    description_ar:
      'نخطط وننظم الفعاليات والمعارض ونطلق المشاريع السياحية والترفيهية الجديدة بما يواكب مستهدفات رؤية المملكة 2030.',
    description_en:
      'We plan and run events and exhibitions, and launch new tourism and entertainment ventures in step with the goals of Saudi Vision 2030.',
    icon: 'fas fa-umbrella-beach',
    is_active: 1,
    sort_order: 6,
  },
];
