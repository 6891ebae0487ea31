import type mongoose from 'mongoose';
import { requestModel, requestSchema, type RequestModel } from './request.schema.ts';

/** Track (opportunity) requests (`request_type: 'opportunity'`), collection `track_requests` (spec §3). */
export function trackRequestModel(connection: mongoose.Connection): RequestModel {
  return requestModel(connection, 'TrackRequest', () => requestSchema('opportunity', 'track_requests'));
}
