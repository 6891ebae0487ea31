/**
 * The three services for the tests of the personal-data export and erasure:
 * content and requests as their tests start them (each on its own test database, requests with
 * its identity stub; requests serves its `/internal/privacy` routes), and identity apps on one
 * database pointed at them. Test-only reach into the other workspaces: the real services, not stubs,
 * must answer identity.
 */
import Koa from 'koa';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { modelsReady } from '@consulting/service-kit';
import { openTestDatabase, serve } from '@consulting/service-kit/test-support';
import { startContent, type ContentUnderTest } from '../../content/test/support/content-harness.ts';
import { startHarness, type Harness } from '../../requests/test/support/harness.ts';
import { buildApp } from '../src/app.ts';
import type { IdentityConfig } from '../src/config.ts';
import { userModel } from '../src/models/user.model.ts';
import { hashPassword } from '../src/passwords.ts';
import { config } from './identity-app.ts';

/** An identity app serving on the shared identity database. */
export interface IdentityInstance {
  url: string;
  /** Calls it; `body` is sent as JSON when given. */
  call: (method: string, path: string, options?: { body?: unknown; token?: string }) => Promise<Response>;
  close: () => Promise<void>;
}

export interface PrivacyStack {
  identityConnection: Connection;
  content: ContentUnderTest;
  requests: Harness;
  /** Base URL of requests' `/internal/privacy` routes (the requests app under test). */
  requestsPrivacyUrl: string;
  /** Base URL where nothing listens (a stopped instance). */
  deadUrl: string;
  /** Identity with both peers reachable. */
  identity: IdentityInstance;
  /** Another identity app on the same database, with its own peers (undefined: none). */
  identityWith: (peers: IdentityConfig['privacyPeers']) => Promise<IdentityInstance>;
  /** Inserts a user with a known password. */
  addUser: (user: { name: string; email: string; password: string; role: 'client' | 'admin' }) => Promise<string>;
  close: () => Promise<void>;
}

/** Starts the stack; `prefix` names its databases. */
export async function startPrivacyStack(prefix: string): Promise<PrivacyStack> {
  const identityConnection = await openTestDatabase(`${prefix}_identity`);
  const instances: IdentityInstance[] = [];
  const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });

  async function identityWith(peers: IdentityConfig['privacyPeers']): Promise<IdentityInstance> {
    const app = buildApp({
      connection: identityConnection,
      config: { ...config, ...(peers ? { privacyPeers: peers } : {}) },
      logger,
    });
    await modelsReady(identityConnection);
    const server = await serve(app);
    const instance: IdentityInstance = {
      url: server.url,
      call: (method, path, { body, token } = {}) =>
        fetch(`${server.url}${path}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      close: server.close,
    };
    instances.push(instance);
    return instance;
  }

  // Identity's URL is needed by content before identity's peers are known: start identity first
  // without peers for content's revocation checks, then the app under test with them.
  const revocations = await identityWith(undefined);
  const content = await startContent(`${prefix}_content`, { seed: false, identityUrl: revocations.url });
  const requests = await startHarness(`${prefix}_requests`);
  const dead = await serve(new Koa());
  await dead.close();
  const identity = await identityWith({ content: [content.url], requests: [requests.url] });

  return {
    identityConnection,
    content,
    requests,
    requestsPrivacyUrl: requests.url,
    deadUrl: dead.url,
    identity,
    identityWith,
    addUser: async ({ password, ...user }) => {
      const created = await userModel(identityConnection).create({
        ...user,
        password_hash: await hashPassword(password),
      });
      return String(created._id);
    },
    close: async () => {
      for (const instance of instances) await instance.close();
      await requests.close();
      await content.close();
      await identityConnection.dropDatabase();
      await identityConnection.close();
    },
  };
}
