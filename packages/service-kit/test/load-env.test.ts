import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseEnvSchema, databaseCredentials, loadEnv } from '../src/index.ts';

const dirs: string[] = [];
function secretFile(content: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'load-env-'));
  dirs.push(dir);
  const file = path.join(dir, 'secret');
  writeFileSync(file, content);
  return file;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const base = { MONGODB_URI: 'mongodb://db:27017', INTERNAL_TOKEN: 'i'.repeat(16) };
const jwt = 'j'.repeat(40);

describe('loadEnv', () => {
  it('reads a secret from the file NAME_FILE names, without its final newline', () => {
    const env = loadEnv(baseEnvSchema, { ...base, JWT_SECRET_FILE: secretFile(`${jwt}\n`) });
    expect(env.JWT_SECRET).toBe(jwt);
  });

  it("leaves alone another program's *_FILE variables", () => {
    const env = loadEnv(baseEnvSchema, { ...base, JWT_SECRET: jwt, TF_CLI_CONFIG_FILE: '/nonexistent/.terraformrc' });
    expect(env.JWT_SECRET).toBe(jwt);
  });

  it('prefers NAME itself to NAME_FILE', () => {
    const env = loadEnv(baseEnvSchema, { ...base, JWT_SECRET: jwt, JWT_SECRET_FILE: secretFile('x'.repeat(40)) });
    expect(env.JWT_SECRET).toBe(jwt);
  });

  it('refuses an unreadable or empty secret file, naming the variable and never a value', () => {
    expect(() => loadEnv(baseEnvSchema, { ...base, JWT_SECRET_FILE: '/nonexistent/jwt' })).toThrow(
      'Invalid environment: JWT_SECRET_FILE: cannot read /nonexistent/jwt (ENOENT)',
    );
    expect(() => loadEnv(baseEnvSchema, { ...base, JWT_SECRET_FILE: secretFile('') })).toThrow(
      /JWT_SECRET_FILE: .* is empty/,
    );
    const short = secretFile('too-short-secret');
    expect(() => loadEnv(baseEnvSchema, { ...base, JWT_SECRET_FILE: short })).toThrow(
      'JWT_SECRET: JWT_SECRET must be at least 32 characters',
    );
    expect(() => loadEnv(baseEnvSchema, { ...base, JWT_SECRET_FILE: short })).not.toThrow(/too-short-secret/);
  });

  it('in production, names every setting that was left to its default', () => {
    const schema = baseEnvSchema.extend({ PUBLIC_URL: baseEnvSchema.shape.HOST });
    const options = { requiredInProduction: ['PUBLIC_URL', 'MONGODB_USERNAME'] };
    expect(() => loadEnv(schema, { ...base, JWT_SECRET: jwt, NODE_ENV: 'production' }, options)).toThrow(
      'Invalid environment: PUBLIC_URL: required in production; MONGODB_USERNAME: required in production',
    );
    // A developer's machine keeps the defaults.
    expect(loadEnv(schema, { ...base, JWT_SECRET: jwt }, options).PUBLIC_URL).toBe('127.0.0.1');
  });
});

describe('databaseCredentials', () => {
  it('gives the user and password together, or nothing', () => {
    expect(databaseCredentials({})).toBeUndefined();
    expect(databaseCredentials({ MONGODB_USERNAME: 'app', MONGODB_PASSWORD: 'pw' })).toEqual({
      username: 'app',
      password: 'pw',
    });
    expect(() => databaseCredentials({ MONGODB_USERNAME: 'app' })).toThrow('go together');
  });
});
