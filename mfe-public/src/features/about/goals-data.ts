import type { AboutIconName, Bilingual } from './company-data.ts';

export type SectorPriority = 'high' | 'medium' | 'low';

export interface GoalSector {
  name: Bilingual;
  description: Bilingual;
  priority: SectorPriority;
}

export interface Objective2030 {
  icon: AboutIconName;
  value: Bilingual;
  label: Bilingual;
}

/**
 * The goals page's fixed texts (spec §2 "Goals page"): the hero's subtitle, the target sectors
 * and the 2030 objectives. Its short-, medium- and long-term goals are editor content
 * (`useGoals()`, built-in ones in contracts `DEFAULT_GOALS`).
 */
export const GOALS = {
  /** The hero's title is the page heading of `PUBLIC_PAGES['/about/goals']`. */
  hero: {
    subtitle: {
      ar: 'خارطة طريق واضحة نعمل بها اليوم لنصنع أثراً ممتداً حتى عام 2030 وما بعده.',
      en: 'A clear roadmap we work to today, for an impact that reaches to 2030 and beyond.',
    },
  },
  sectors: [
    {
      name: { ar: 'التقنية والذكاء الاصطناعي', en: 'Technology and AI' },
      description: {
        ar: 'الشركات التقنية الناشئة وحلول البرمجيات والذكاء الاصطناعي.',
        en: 'Tech startups, software and artificial-intelligence solutions.',
      },
      priority: 'high',
    },
    {
      name: { ar: 'الصناعة والتصنيع', en: 'Industry and manufacturing' },
      description: {
        ar: 'المصانع والمنتجات الوطنية ضمن برامج توطين الصناعة.',
        en: 'Factories and national products within local-manufacturing programmes.',
      },
      priority: 'high',
    },
    {
      name: { ar: 'الرعاية الصحية', en: 'Healthcare' },
      description: {
        ar: 'الابتكار في الخدمات الصحية والأجهزة الطبية.',
        en: 'Innovation in health services and medical devices.',
      },
      priority: 'medium',
    },
    {
      name: { ar: 'السياحة والترفيه', en: 'Tourism and entertainment' },
      description: {
        ar: 'مشاريع الضيافة والفعاليات والترفيه.',
        en: 'Hospitality, events and entertainment ventures.',
      },
      priority: 'medium',
    },
    {
      name: { ar: 'التجزئة والتجارة الإلكترونية', en: 'Retail and e-commerce' },
      description: {
        ar: 'العلامات التجارية الجديدة ومتاجر التجارة الإلكترونية.',
        en: 'New consumer brands and online stores.',
      },
      priority: 'low',
    },
    {
      name: { ar: 'التعليم والتدريب', en: 'Education and training' },
      description: {
        ar: 'منصات التعليم الرقمي وبرامج التدريب وبناء القدرات.',
        en: 'Digital learning platforms, training and capacity-building programmes.',
      },
      priority: 'low',
    },
  ] satisfies GoalSector[],
  /** Strategic objectives by 2030 (spec §2 "Goals page"). */
  objectives2030: [
    {
      icon: 'rocket',
      value: { ar: '1000', en: '1000' },
      label: { ar: 'شركة ناشئة ندعمها', en: 'Startups supported' },
    },
    {
      icon: 'shield',
      value: { ar: '5000', en: '5000' },
      label: { ar: 'براءة اختراع مسجلة', en: 'Patents registered' },
    },
    {
      icon: 'chart',
      value: { ar: '10 مليارات ريال', en: '10 billion SAR' },
      label: { ar: 'استثمارات نسهم في جذبها', en: 'Investment we help attract' },
    },
    {
      icon: 'users',
      value: { ar: '50,000', en: '50,000' },
      label: { ar: 'فرصة عمل', en: 'Jobs created' },
    },
  ] satisfies Objective2030[],
};
