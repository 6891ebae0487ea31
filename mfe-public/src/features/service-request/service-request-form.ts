import { TRACK_TITLES, isTrackSlug, type TrackSlug } from '@consulting/contracts';

/** The public service request form (spec §3 "Public service request form"). */
export interface ServiceRequestFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** A track slug, or '' when none is chosen. */
  serviceType: TrackSlug | '';
  projectDescription: string;
  budget: BudgetRange | '';
  timeline: Timeline | '';
}

export const EMPTY_SERVICE_REQUEST: ServiceRequestFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceType: '',
  projectDescription: '',
  budget: '',
  timeline: '',
};

/** The six service types of spec §9, in its order, as track slugs. */
export const SERVICE_TYPES: readonly TrackSlug[] = [
  'intellectual-property',
  'innovation',
  'investment',
  'representation',
  'launch',
  'events',
];

/** Budgets of spec §9 (SAR): < 10,000; 10,000–50,000; 50,000–100,000; 100,000–500,000; > 500,000. */
export const BUDGET_RANGES = ['under-10k', '10k-50k', '50k-100k', '100k-500k', 'over-500k'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** Timelines of spec §9: one week, one month, 2–3 months, 3–6 months, more than 6 months. */
export const TIMELINES = ['1-week', '1-month', '2-3-months', '3-6-months', 'over-6-months'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const REQUIRED_SERVICE_REQUEST_FIELDS = ['name', 'email', 'phone', 'serviceType', 'projectDescription'] as const;
/**
 * The service type preselected from the router's navigation state `{serviceId, serviceName}`
 * (spec §2): a track slug given as the id or the name, or a track's Arabic or English title
 * given as the name; '' when nothing matches.
 */
export function serviceTypeFromState(state: unknown): TrackSlug | '' {
  if (!state || typeof state !== 'object') return '';
  const { serviceId, serviceName } = state as { serviceId?: unknown; serviceName?: unknown };
  for (const candidate of [serviceId, serviceName]) {
    if (typeof candidate === 'string' && isTrackSlug(candidate.trim())) return candidate.trim() as TrackSlug;
  }
  if (typeof serviceName === 'string') {
    const name = serviceName.trim().toLocaleLowerCase();
    const match = SERVICE_TYPES.find(
      (slug) => TRACK_TITLES[slug].ar === serviceName.trim() || TRACK_TITLES[slug].en.toLocaleLowerCase() === name,
    );
    if (match) return match;
  }
  return '';
}

/** Labels used when the optional facts are folded into the message, in the page's language. */
export interface MessageLabels {
  company: string;
  budget: string;
  timeline: string;
  /** Display text of the chosen budget and timeline. */
  budgetValue: string;
  timelineValue: string;
}

/**
 * The `message` sent to the server (spec §7 "Additional facts"): the project description, then
 * one line per optional fact that was given — company, expected budget, timeline — as
 * 'Label: value', separated from the description by a blank line.
 */
export function composeServiceRequestMessage(fields: ServiceRequestFields, labels: MessageLabels): string {
  const facts: string[] = [];
  if (fields.company.trim()) facts.push(`${labels.company}: ${fields.company.trim()}`);
  if (fields.budget) facts.push(`${labels.budget}: ${labels.budgetValue}`);
  if (fields.timeline) facts.push(`${labels.timeline}: ${labels.timelineValue}`);
  const description = fields.projectDescription.trim();
  return facts.length > 0 ? `${description}\n\n${facts.join('\n')}` : description;
}
