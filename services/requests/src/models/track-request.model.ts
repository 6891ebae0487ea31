import type mongoose from 'mongoose';
import { compiledModel, requestSchema, type RequestModel } from './request.schema.ts';

/** Track (opportunity) requests (`request_type: 'opportunity'`), collection `track_requests` (spec §3). */
export function trackRequestModel(connection: mongoose.Connection): RequestModel {
  return compiledModel(connection, 'TrackRequest', () => requestSchema('opportunity', 'track_requests'));
}
