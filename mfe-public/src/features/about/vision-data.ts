import type { StrategicObjective } from './company-data.ts';
import objectives from './vision-data.json' with { type: 'json' };

/**
 * The four strategic objectives of `/about/vision` (vision-data.json; each `icon` an
 * `AboutIconName`). A module of their own: the other about pages import company-data.ts and
 * need not download them.
 */
export const STRATEGIC_OBJECTIVES = objectives as StrategicObjective[];
