import type { createAuth } from '@consulting/service-kit';
import type { AttachmentStore } from './attachment-store.ts';
import type { IdentityClient } from './identity-client.ts';
import type { RequestModel } from './models/request.schema.ts';

/** The service's data: both request collections and the attachments bucket. */
export interface RequestStores {
  serviceRequests: RequestModel;
  trackRequests: RequestModel;
  attachments: AttachmentStore;
}

/** What the route factories are built from (composed once in app.ts). */
export interface RequestsRuntime {
  /** The stores of the open database; throws HttpError 503 while the database is not ready. */
  stores: () => RequestStores;
  identity: IdentityClient;
  auth: ReturnType<typeof createAuth>;
  /** HMAC secret of attachment download links (never the JWT secret). */
  uploadUrlSecret: string;
}
