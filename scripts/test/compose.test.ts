/**
 * What an operator relies on in the production docker-compose.yml, checked on the file itself
 * (CI also builds and runs it: scripts/prod/ci.sh). The file is parsed with the yaml package
 * and its anchors merged, as compose does.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';

const root = path.resolve(import.meta.dirname, '../..');
interface ComposeService {
  image?: string;
  build?: { dockerfile: string; target: string; args: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  command?: string[] | string;
  ports?: string[];
  profiles?: string[];
  restart?: string;
  read_only?: boolean;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  stop_grace_period?: string;
  logging?: { driver: string; options: Record<string, string> };
  deploy?: { resources: { limits: { cpus: string; memory: string } } };
  networks?: string[];
  secrets?: string[];
  volumes?: string[];
  container_name?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean } | null>;
  secrets: Record<string, { file: string }>;
}
const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const ci = parse(readFileSync(path.join(root, 'docker-compose.ci.yml'), 'utf8')) as ComposeFile;

const serviceNames = readdirSync(path.join(root, 'services'))
  .filter((d) => existsSync(path.join(root, 'services', d, 'package.json')))
  .sort();
const bundleFolders = BUNDLE_KEYS.map((bundle) => BUNDLES[bundle].folder);
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1] ?? NaN);

describe('docker-compose.yml, the production file', () => {
  it('runs every service and every bundle of the site contract from docker/Dockerfile, under its own tag', () => {
    expect(serviceNames).toEqual(['content', 'gateway', 'identity', 'requests']);
    for (const name of [...serviceNames, ...bundleFolders]) {
      const service = compose.services[name];
      expect(service, `container for ${name}`).toBeDefined();
      expect(service.build?.dockerfile).toBe('docker/Dockerfile');
      const kind = serviceNames.includes(name) ? 'service' : 'bundle';
      expect(service.build?.target).toBe(kind);
      expect(service.build?.args[kind === 'service' ? 'SERVICE' : 'BUNDLE']).toBe(name);
      // One team redeploys its image by setting its own tag variable.
      const variable = `${name.toUpperCase().replaceAll('-', '_')}_TAG`;
      expect(service.image).toMatch(
        new RegExp(`^\\$\\{REGISTRY:-consulting-site\\}/${name}:\\$\\{${variable}:-\\$\\{TAG`),
      );
    }
    for (const bundle of BUNDLE_KEYS) {
      expect(compose.services[BUNDLES[bundle].folder].build?.args.MOUNT).toBe(BUNDLES[bundle].mount);
    }
  });

  it('publishes ports only through Caddy; the mail catcher is a dev profile on loopback', () => {
    const publishing = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name)
      .sort();
    expect(publishing).toEqual(['caddy', 'mail']);
    expect(compose.services.caddy.ports).toEqual(expect.arrayContaining([expect.stringMatching(/:443$/)]));
    expect(compose.services.mail.profiles).toEqual(['dev']);
    for (const port of compose.services.mail.ports!) expect(port).toMatch(/^127\.0\.0\.1:/);
    expect(compose.services.backup.profiles).toEqual(['backup']);
  });

  it('lets only Caddy reach the gateway, which trusts its X-Forwarded-For', () => {
    const onEdge = Object.entries(compose.services)
      .filter(([, service]) => service.networks?.includes('edge'))
      .map(([name]) => name)
      .sort();
    expect(onEdge).toEqual(['caddy', 'gateway']);
    expect(compose.services.gateway.environment?.TRUST_PROXY).toBe('true');
    expect(compose.networks.backend?.internal).toBe(true);
    expect(compose.networks.database?.internal).toBe(true);
    const onDatabase = Object.entries(compose.services)
      .filter(([, service]) => service.networks?.includes('database'))
      .map(([name]) => name)
      .sort();
    expect(onDatabase).toEqual(['backup', 'content', 'gateway', 'identity', 'mongo', 'requests']);
  });

  it('stops the start when a required setting is missing, and has no silent PUBLIC_URL', () => {
    for (const name of ['PUBLIC_URL', 'SITE_DOMAIN', 'ADMIN_EMAIL', 'MAIL_FROM', 'TAG']) {
      expect(composeText, name).toMatch(new RegExp(`\\$\\{${name}:\\?[^}]+\\}`));
    }
    expect(composeText).not.toMatch(/PUBLIC_URL:-/);
    for (const name of [...serviceNames]) {
      expect(compose.services[name].environment?.NODE_ENV, name).toBe('production');
    }
  });

  it('takes every secret from a file, never from the environment', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|TOKEN|PASSWORD|SMTP_URL/.test(key)) {
          expect(key, `${name}.${key}`).toMatch(/_FILE$/);
          expect(value).toMatch(/^\/run\/secrets\/[a-z_]+$/);
          expect(service.secrets, `${name} mounts ${value}`).toContain(path.basename(value));
        }
      }
    }
    for (const [name, secret] of Object.entries(compose.secrets)) {
      expect(secret.file, name).toBe(`\${SECRETS_DIR:-./secrets}/${name}`);
    }
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^secrets\/$/m);
  });

  it('hardens every container: restart, limits, grace, log rotation, no privileges, read-only root', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.deploy?.resources.limits.memory, name).toMatch(/^\d+M$/);
      expect(Number(service.deploy?.resources.limits.cpus), name).toBeGreaterThan(0);
      expect(service.logging?.options['max-size'], name).toBeDefined();
      expect(service.security_opt, name).toContain('no-new-privileges:true');
      expect(service.cap_drop, name).toEqual(['ALL']);
      expect(service.read_only, name).toBe(true);
      expect(service.healthcheck?.test, `healthcheck of ${name}`).toBeDefined();
      // Longer than a service's drain (readiness off, then in-flight requests answered).
      expect(seconds(service.stop_grace_period ?? ''), name).toBeGreaterThanOrEqual(10);
    }
  });

  it('runs MongoDB with authentication, a keyFile, a cache limit and a volume; services use the app user', () => {
    const mongo = compose.services.mongo;
    const command = Array.isArray(mongo.command) ? mongo.command.join(' ') : (mongo.command ?? '');
    expect(command).toContain('--replSet rs0');
    expect(command).toContain('--keyFile');
    expect(command).toContain('--wiredTigerCacheSizeGB');
    expect(mongo.environment?.MONGO_INITDB_ROOT_PASSWORD_FILE).toBe('/run/secrets/mongo_root_password');
    expect(mongo.volumes).toContain('mongo-data:/data/db');
    for (const name of serviceNames) {
      const env = compose.services[name].environment!;
      expect(env.MONGODB_URI, name).toBe('mongodb://mongo:27017/?replicaSet=rs0&authSource=admin');
      expect(env.MONGODB_USERNAME, name).toBe('app');
    }
  });

  it('lets requests and content be scaled (no fixed name or host port)', () => {
    for (const name of ['requests', 'content']) {
      expect(compose.services[name].container_name).toBeUndefined();
      expect(compose.services[name].ports ?? []).toEqual([]);
      expect(compose.services.gateway.environment?.[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:8080`);
    }
  });
});

describe("docker-compose.ci.yml, CI's override", () => {
  it('only swaps the database image and its health check, gives Caddy its local CA, and lets the check sign in without 2FA', () => {
    expect(Object.keys(ci.services).sort()).toEqual(['caddy', 'identity', 'mongo']);
    expect(Object.keys(ci.services.mongo).sort()).toEqual(['healthcheck', 'image']);
    expect(ci.services.caddy).toEqual({ environment: { CADDY_GLOBAL_OPTIONS: 'local_certs' } });
    expect(ci.services.identity).toEqual({ environment: { REQUIRE_ADMIN_2FA: 'false' } });
  });

  it('requires 2FA of admins in production unless the operator turns it off', () => {
    expect(compose.services.identity.environment?.REQUIRE_ADMIN_2FA).toBe('${REQUIRE_ADMIN_2FA:-true}');
  });
});
