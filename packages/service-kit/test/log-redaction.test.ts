/**
 * No log line holds a token (OWASP ASVS 7.1.1): not the request log of any service or of the
 * gateway, whatever logger it is given, and not a line a service writes itself with the
 * logger `createLogger` makes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import pino from 'pino';
import { serve } from '../test-support/index.ts';
import { createBaseApp, redactingLoggerOptions, redactText, REDACTED } from '../src/index.ts';

/** A logger writing its lines into `lines`, made as `createLogger` makes one. */
function capturingLogger(lines: string[], options: pino.LoggerOptions = redactingLoggerOptions()) {
  return pino({ level: 'info', ...options }, { write: (line: string) => void lines.push(line) });
}

const TOKEN = 'Tk9uY2VTZWNyZXQxMjM0NTY3ODkw';
const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXBhcnQ';

describe('the request log', () => {
  it('holds no token from a link, a header or a redirect, under any logger', async () => {
    const lines: string[] = [];
    // A plain pino logger, as a test or the gateway's embedder may give: the request log redacts itself.
    const app = createBaseApp(pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }), () => true);
    app.use((ctx) => {
      if (ctx.path === '/moved') {
        ctx.redirect(`/admin/reset-password?token=${TOKEN}`);
        ctx.append('Set-Cookie', `sid=${TOKEN}; HttpOnly`);
        return;
      }
      ctx.body = { success: true };
    });
    const running = await serve(app);
    const urls = [
      `/user/reset-password?token=${TOKEN}`,
      `/uploads/attachments/65a000000000000000000001?expires=1999999999&sig=${TOKEN}&download=1`,
      `/api/news/65a000000000000000000001?preview=${TOKEN}`,
      `/api/admin/unlock?unlock_token=${TOKEN}&lang=ar`,
      `/api/admin/verify?x=1&token=${JWT}`,
      '/moved',
    ];
    for (const url of urls) {
      await fetch(`${running.url}${url}`, {
        redirect: 'manual',
        headers: { authorization: `Bearer ${JWT}`, cookie: `sid=${TOKEN}`, 'x-internal-token': TOKEN },
      });
    }
    await running.close();
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(urls.length);
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(JWT);
    // What is not secret stays readable.
    expect(log).toContain(
      `/uploads/attachments/65a000000000000000000001?expires=1999999999&sig=${REDACTED}&download=1`,
    );
    expect(log).toContain(`/api/admin/unlock?unlock_token=${REDACTED}&lang=ar`);
    expect(log).toContain('"authorization":"[redacted]"');
  });
});

describe("a service's own log lines", () => {
  it('redact tokens in fields, in nested bodies, in messages and in errors', () => {
    const lines: string[] = [];
    const logger = capturingLogger(lines);
    logger.warn({ url: `/api/user/sessions?token=${TOKEN}`, upstream: 'identity' }, 'upstream unavailable');
    logger.info({ body: { email: 'a@example.sa', password: TOKEN, token: TOKEN } }, 'reset asked');
    logger.info({
      mail: { to: 'a@example.sa', text: `Set it here: https://site.sa/user/reset-password?token=${TOKEN}` },
    });
    logger.info(`link https://site.sa/admin/reset-password?token=${TOKEN} mailed`);
    logger.info('token %s sent', `Bearer ${JWT}`);
    logger.error({ err: new Error(`fetch https://x/api/admin/verify?token=${TOKEN} failed`) }, 'verify failed');
    logger.info({ headers: { Authorization: `Bearer ${JWT}` } }, 'forwarded');
    const log = lines.join('');
    expect(lines).toHaveLength(7);
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(JWT);
    expect(log).toContain('a@example.sa');
    expect(log).toContain('upstream unavailable');
  });

  it('never writes a random link token, whatever the parameter and its neighbours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('token', 'sig', 'preview', 'reset_token', 'unlock_token', 'set_token', 'Token'),
        fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        fc.constantFrom('', '&lang=en', '#top', ' and more text'),
        (name, secret, after) => {
          const lines: string[] = [];
          capturingLogger(lines).info({ url: `/any/path?a=1&${name}=${secret}${after}` }, `seen ?${name}=${secret}`);
          return !lines.join('').includes(secret);
        },
      ),
    );
  });

  it('leaves text without a token as it is', () => {
    for (const text of ['/about?lang=en', 'signed in', '/api/news?page=2&limit=10', 'token bucket refilled']) {
      expect(redactText(text)).toBe(text);
    }
  });
});
