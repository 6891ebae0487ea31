/** The fields of the track request form (spec §2 "Track request page"). */
export interface TrackRequestFields {
  name: string;
  email: string;
  phone: string;
  description: string;
}

export type RequiredField = 'name' | 'email' | 'description';

/**
 * The required fields that are empty or whitespace-only, in form order (spec §5: name, email,
 * description required and non-empty after trimming; phone optional). Empty list = valid.
 */
export function missingFields(fields: TrackRequestFields): RequiredField[] {
  const required: RequiredField[] = ['name', 'email', 'description'];
  return required.filter((key) => fields[key].trim() === '');
}
