import type mongoose from 'mongoose';
import { requestModel, requestSchema, type RequestModel } from './request.schema.ts';

/** Service requests (`request_type: 'service'`), collection `service_requests` (spec §3). */
export function serviceRequestModel(connection: mongoose.Connection): RequestModel {
  return requestModel(connection, 'ServiceRequest', () => requestSchema('service', 'service_requests'));
}
