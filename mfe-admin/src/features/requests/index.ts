/** What other admin features use of the requests feature: the tracks' Arabic labels. */
export { ADMIN_TRACK_LABELS } from './admin-tracks.ts';
