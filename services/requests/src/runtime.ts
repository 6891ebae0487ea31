import type mongoose from 'mongoose';
import type { createAuth } from '@consulting/service-kit';
import type { RequestFileStore } from './grid-file-store.ts';
import type { IdentityClient } from './identity-client.ts';
import type { JoinApplicationModel } from './models/join-application.model.ts';
import type { NotificationModel } from './models/notification.model.ts';
import type { RequestModel } from './models/request.schema.ts';
import type { PublicFormGuard } from './public-form-guard.ts';

/** The service's data: its collections and its GridFS buckets. */
export interface RequestStores {
  /** The open connection (the audit trail, collection `audit_trail`, lives on it). */
  connection: mongoose.Connection;
  serviceRequests: RequestModel;
  trackRequests: RequestModel;
  joinApplications: JoinApplicationModel;
  /** Status-change notifications to clients, read by the bell. */
  notifications: NotificationModel;
  /** Request PDFs, bucket `attachments`. */
  attachments: RequestFileStore;
  /** Profile images and CVs of join applications, bucket `join_applications`. */
  joinApplicationFiles: RequestFileStore;
}

/** What the route factories are built from (composed once in app.ts). */
export interface RequestsRuntime {
  /** The stores of the open database; throws HttpError 503 while the database is not ready. */
  stores: () => RequestStores;
  identity: IdentityClient;
  auth: ReturnType<typeof createAuth>;
  /** HMAC secret of file download links (never the JWT secret). */
  uploadUrlSecret: string;
  /** Bot checks and per-email limits of the public forms. */
  publicForms: PublicFormGuard;
  /** The site's origin for links in mails (`PUBLIC_URL`), without a trailing slash. */
  publicUrl: string;
}
