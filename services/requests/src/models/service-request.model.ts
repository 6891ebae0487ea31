import type mongoose from 'mongoose';
import { compiledModel, requestSchema, type RequestModel } from './request.schema.ts';

/** Service requests (`request_type: 'service'`), collection `service_requests` (spec §3). */
export function serviceRequestModel(connection: mongoose.Connection): RequestModel {
  return compiledModel(connection, 'ServiceRequest', () => requestSchema('service', 'service_requests'));
}
