import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';

const root = path.resolve(import.meta.dirname, '../..');
interface ComposeService {
  image?: string;
  build?: { dockerfile: string; args: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  command?: string[];
  ports?: string[];
  container_name?: string;
}
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

describe('docker-compose.yml (no engine runs here, so it is checked by parsing)', () => {
  it('has a container for every service and every front-end bundle of the site contract', () => {
    const services = readdirSync(path.join(root, 'services')).filter((d) =>
      existsSync(path.join(root, 'services', d, 'package.json')),
    );
    const bundles = BUNDLE_KEYS.map((bundle) => BUNDLES[bundle].folder);
    expect(services.sort()).toEqual(['content', 'gateway', 'identity', 'requests']);
    // A bundle folder the contract does not declare (issue 16) is not served by anything.
    const bundleFolders = readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mfe-'));
    expect(bundleFolders.sort()).toEqual([...bundles].sort());
    for (const name of [...services, ...bundles]) {
      const service = compose.services[name];
      expect(service, `container for ${name}`).toBeDefined();
      const arg = service.build?.args.SERVICE ?? service.build?.args.BUNDLE;
      expect(arg).toBe(name);
      expect(existsSync(path.join(root, service.build!.dockerfile))).toBe(true);
      // Issue 16 part 2: each image is stamped with the commit it was built from.
      expect(service.build?.args.BUILD_COMMIT, `${name} BUILD_COMMIT`).toBe('${BUILD_COMMIT:-unknown}');
    }
  });

  it('runs MongoDB 7 as a one-member replica set that services reach by URI', () => {
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    for (const name of ['identity', 'content', 'requests']) {
      expect(compose.services[name].environment?.MONGODB_URI).toBe('mongodb://mongo:27017/?replicaSet=rs0');
    }
  });

  it('gives every container a health check and takes every secret from the environment', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `healthcheck of ${name}`).toBeDefined();
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|TOKEN|PASSWORD/.test(key)) expect(value, `${name}.${key}`).toMatch(/^\$\{[A-Z_]+(:[?-][^}]*)?\}$/);
      }
    }
    expect(compose.services.identity.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  });

  it('routes the gateway to the three services and every bundle container, each at its contract mount', () => {
    const env = compose.services.gateway.environment!;
    expect(env.IDENTITY_URL).toBe('http://identity:8080');
    expect(env.CONTENT_URL).toBe('http://content:8080');
    expect(env.REQUESTS_URL).toBe('http://requests:8080');
    const origins = JSON.parse(env.FRONTEND_ORIGINS) as Record<string, string>;
    expect(Object.keys(origins).sort()).toEqual([...BUNDLE_KEYS].sort());
    for (const bundle of BUNDLE_KEYS) {
      const { folder: container, mount } = BUNDLES[bundle];
      expect(origins[bundle]).toBe(`http://${container}:8080`);
      expect(compose.services[container].build?.args.MOUNT).toBe(mount);
    }
    expect(compose.services.gateway.ports).toContain('8080:8080');
  });

  it('lets requests and content be scaled (`docker compose up --scale requests=3`), reached by service name', () => {
    for (const name of ['requests', 'content']) {
      const service = compose.services[name];
      // A fixed container name or host port would make the second copy fail to start.
      expect(service.container_name, `${name}.container_name`).toBeUndefined();
      expect(service.ports ?? [], `${name}.ports`).toEqual([]);
      // The gateway addresses the service by its name, which resolves to every copy.
      expect(compose.services.gateway.environment?.[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:8080`);
      expect(service.healthcheck?.test.join(' ')).toContain('/readyz');
    }
    expect(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')).toContain('--scale requests=3');
  });
});
