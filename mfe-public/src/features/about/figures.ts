import type { PartnerRecord, TeamMemberRecord } from '@consulting/contracts';
import type { Bilingual } from './company-data.ts';

/** A figure of a statistics band: display value (as the spec writes it) and its label. */
export interface Figure {
  value: string;
  label: Bilingual;
}

/**
 * Team statistics (spec §9: 4+ members, 11+ average years, 20+ certifications, 50+ projects).
 * The first two follow the cards shown (their number, the whole years of their average
 * experience) and are left out with no card; the other two are fixed texts.
 */
export function teamFigures(team: TeamMemberRecord[]): Figure[] {
  const figures: Figure[] = [];
  if (team.length > 0) {
    const average = Math.floor(team.reduce((sum, member) => sum + member.experience_years, 0) / team.length);
    figures.push(
      { value: `${team.length}+`, label: { ar: 'أعضاء فريق القيادة', en: 'Leadership members' } },
      { value: `${average}+`, label: { ar: 'متوسط سنوات الخبرة', en: 'Average years of experience' } },
    );
  }
  figures.push(
    { value: '20+', label: { ar: 'شهادة مهنية', en: 'Professional certifications' } },
    { value: '50+', label: { ar: 'مشروع منجز', en: 'Completed projects' } },
  );
  return figures;
}

/**
 * Partner statistics (spec §9: 5+ partners, 3+ countries, 50+ joint projects, 95% satisfaction).
 * The first two follow the partners shown (their number, their distinct countries) and are left
 * out with no partner; the other two are fixed texts.
 */
export function partnerFigures(partners: PartnerRecord[]): Figure[] {
  const figures: Figure[] = [];
  if (partners.length > 0) {
    const countries = new Set(partners.map((partner) => partner.country_en.trim().toLowerCase()));
    figures.push(
      { value: `${partners.length}+`, label: { ar: 'شركاء استراتيجيون', en: 'Strategic partners' } },
      { value: `${countries.size}+`, label: { ar: 'دول', en: 'Countries' } },
    );
  }
  figures.push(
    { value: '50+', label: { ar: 'مشروع مشترك', en: 'Joint projects' } },
    { value: '95%', label: { ar: 'نسبة الرضا', en: 'Satisfaction' } },
  );
  return figures;
}
