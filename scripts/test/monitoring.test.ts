/**
 * deploy/monitoring: the scrape config reaches the four jobs the way each answers `/metrics`,
 * and every metric an alert rule reads is one the services register. The names come from the
 * services' own registries, filled in this process by building each app (identity with its
 * outbox worker, content, requests, and the gateway with its database), on a real embedded
 * database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import pino from 'pino';
import { parse } from 'yaml';
import { modelsReady, serviceMetricsRegistry } from '@consulting/service-kit';
import { testKeyPair } from '@consulting/service-kit/test-support';
import { buildApp as buildContent } from '../../services/content/src/app.ts';
import { buildGateway } from '../../services/gateway/src/app.ts';
import { closeUpstreamPools, createUpstreamPools } from '../../services/gateway/src/upstream-pool.ts';
import { buildApp as buildIdentity } from '../../services/identity/src/app.ts';
import { createMailWorker } from '../../services/identity/src/mail/outbox-worker.ts';
import { buildApp as buildRequests } from '../../services/requests/src/app.ts';
import { startDatabase, type RunningDatabase } from '../db.ts';

const root = path.resolve(import.meta.dirname, '../..');
const JOBS = ['identity', 'content', 'requests', 'gateway'] as const;

interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  scheme?: string;
  authorization?: { type?: string; credentials_file?: string };
  static_configs?: { targets: string[] }[];
  dns_sd_configs?: { names: string[]; type: string; port: number }[];
}
interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const read = (file: string) => readFileSync(path.join(root, 'deploy/monitoring', file), 'utf8');
const prometheus = parse(read('prometheus.yml')) as { rule_files: string[]; scrape_configs: ScrapeConfig[] };
const alerts = parse(read('alerts.yml')) as { groups: { name: string; rules: Rule[] }[] };
const rules = alerts.groups.flatMap((group) => group.rules);

/** PromQL words that are not metric names. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'bool', 'offset']);

/** Each vector selector of `expr`: its metric name and its `label="value"` / `label=~"regex"` matchers. */
function selectors(expr: string): { metric: string; matchers: { label: string; op: string; value: string }[] }[] {
  const found: ReturnType<typeof selectors> = [];
  const text = expr
    .replace(/\[[^\]]*\]/g, ' ') // range durations
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' '); // grouping label lists
  for (const match of text.matchAll(/([a-zA-Z_:][\w:]*)?\s*(\{[^}]*\})|([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    const name = match[1] ?? match[3];
    if (!name || match[4] || KEYWORDS.has(name)) continue;
    const matchers = [...(match[2] ?? '').matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(
      ([, label, op, value]) => ({
        label: label!,
        op: op!,
        value: value!,
      }),
    );
    found.push({ metric: name, matchers });
  }
  return found;
}

describe('prometheus.yml', () => {
  const jobs = new Map(prometheus.scrape_configs.map((config) => [config.job_name, config]));

  it('loads alerts.yml and scrapes the four jobs at /metrics on port 8080', () => {
    expect(prometheus.rule_files).toEqual(['alerts.yml']);
    expect([...jobs.keys()].sort()).toEqual([...JOBS].sort());
    for (const job of JOBS) {
      const config = jobs.get(job)!;
      expect(config.metrics_path).toBe('/metrics');
      const targets = [
        ...(config.static_configs ?? []).flatMap((c) => c.targets),
        ...(config.dns_sd_configs ?? []).flatMap((c) => c.names.map((name) => `${name}:${c.port}`)),
      ];
      expect(targets).toEqual([`${job}:8080`]);
    }
  });

  it("sends the gateway's METRICS_TOKEN as a bearer token, and nothing to the services", () => {
    expect(jobs.get('gateway')!.authorization).toEqual({
      type: 'Bearer',
      credentials_file: '/run/secrets/metrics_token',
    });
    for (const job of ['identity', 'content', 'requests']) expect(jobs.get(job)!.authorization).toBeUndefined();
  });
});

describe('alerts.yml', () => {
  let database: RunningDatabase;
  const connections: mongoose.Connection[] = [];
  /** Every metric name the four services register, with the series each has after one scrape. */
  const registered = new Map<string, { labels: Partial<Record<string, string | number>> }[]>();

  beforeAll(async () => {
    database = await startDatabase({ dataDir: null, log: () => {} });
    const open = async (name: string) => {
      const connection = mongoose.createConnection();
      await connection.openUri(database.uri, { dbName: `monitoring_${name}_${randomBytes(4).toString('hex')}` });
      connections.push(connection);
      return connection;
    };
    const secrets = { jwtSecret: randomBytes(32).toString('hex'), internalToken: randomBytes(16).toString('hex') };
    const logger = (name: string) => pino({ name, level: 'silent' });

    const identity = await open('identity');
    buildIdentity({
      connection: identity,
      config: {
        ...secrets,
        tokenSigningKey: testKeyPair().pem,
        mailFrom: 'no-reply@site.test',
        publicUrl: 'http://site.test',
      },
      logger: logger('identity'),
    });
    createMailWorker({
      connection: identity,
      logger: logger('identity'),
      from: 'no-reply@site.test',
      registry: serviceMetricsRegistry('identity'),
    }).close();
    const content = await open('content');
    buildContent({
      connection: content,
      config: { ...secrets, identityUrl: 'http://127.0.0.1:9' },
      logger: logger('content'),
    });
    const requests = await open('requests');
    buildRequests({
      database: requests,
      config: { ...secrets, identityUrl: 'http://127.0.0.1:9', uploadUrlSecret: randomBytes(16).toString('hex') },
      logger: logger('requests'),
    });
    const upstreams = createUpstreamPools(
      { identity: 'http://127.0.0.1:9', content: 'http://127.0.0.1:9', requests: 'http://127.0.0.1:9' },
      { logger: logger('gateway') },
    );
    buildGateway({
      upstreams,
      authRateLimitPerMinute: 0,
      rateLimitStore: await open('gateway'),
      logger: logger('gateway'),
    });
    await closeUpstreamPools(upstreams);
    await Promise.all(connections.map((connection) => modelsReady(connection)));

    for (const job of JOBS) {
      for (const metric of await serviceMetricsRegistry(job).getMetricsAsJSON()) {
        registered.set(metric.name, [...(registered.get(metric.name) ?? []), ...metric.values]);
        // A histogram's series are named `_bucket`, `_sum` and `_count`.
        for (const value of metric.values) {
          const { metricName } = value as { metricName?: string };
          if (metricName) registered.set(metricName, [...(registered.get(metricName) ?? []), value]);
        }
      }
    }
  }, 120_000);
  afterAll(async () => {
    for (const connection of connections) {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    }
    await database?.stop();
  });

  it('gives every rule a severity, a summary and a description', () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual(
      ['BackupTooOld', 'DatabaseDown', 'HighServerErrorRate', 'MailsFailed', 'OutboxBacklog', 'ServiceDown'].sort(),
    );
    for (const rule of rules) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description, rule.alert).toBeTruthy();
      if (rule.for) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
    }
  });

  it('reads only metrics the services register (or up), with label values they use', () => {
    const used = rules.flatMap((rule) => selectors(rule.expr).map((selector) => ({ rule: rule.alert, ...selector })));
    expect(new Set(used.map((selector) => selector.metric))).toEqual(
      new Set([
        'up',
        'database_up',
        'http_requests_total',
        'outbox_mails',
        'outbox_oldest_pending_age_seconds',
        'outbox_send_failures_total',
        'backup_last_success_timestamp_seconds',
      ]),
    );
    for (const { rule, metric, matchers } of used) {
      if (metric === 'up') continue;
      const series = registered.get(metric);
      expect(series, `${rule}: ${metric}`).toBeDefined();
      for (const { label, op, value } of matchers) {
        if (label === 'job') {
          expect(
            value.split('|').every((job) => (JOBS as readonly string[]).includes(job)),
            `${rule}: ${value}`,
          ).toBe(true);
        } else if (op === '=') {
          // An exact label value is one of the metric's series after a scrape.
          const values = series!.map((s) => String(s.labels[label]));
          expect(values, `${rule}: ${metric}{${label}="${value}"}`).toContain(value);
        }
      }
    }
  });

  it('finds database_up on every job, and the outbox and backup gauges where the rules expect them', async () => {
    const names = async (job: string) => (await serviceMetricsRegistry(job).getMetricsAsJSON()).map((m) => m.name);
    for (const job of JOBS) expect(await names(job), job).toContain('database_up');
    expect(await names('identity')).toEqual(
      expect.arrayContaining(['outbox_mails', 'outbox_oldest_pending_age_seconds', 'outbox_send_failures_total']),
    );
    expect(await names('gateway')).toContain('backup_last_success_timestamp_seconds');
  });
});
