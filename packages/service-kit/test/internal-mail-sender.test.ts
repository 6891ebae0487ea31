/**
 * The kit's sender of lead mails gathers the mails handed to
 * it within a few milliseconds into one call of identity's batch form, and still answers each
 * mail on its own (a refused one rejects alone). Identity here is a plain HTTP server on
 * 127.0.0.1 that answers like identity's `POST /internal/mail` and counts the calls.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternalMail } from '@consulting/contracts';
import { internalMailSender } from '../src/index.ts';

const calls: { token: string | undefined; mails: InternalMail[] }[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { mails } = JSON.parse(body) as { mails: InternalMail[] };
      calls.push({ token: req.headers['x-internal-token'] as string | undefined, mails });
      const results = mails.map((mail) =>
        'to' in mail && mail.to.startsWith('refused')
          ? { success: false, status: 429, error: 'Too many mails to this recipient; please try again later' }
          : { success: true, sent: !('to' in mail && mail.to.startsWith('optout')) },
      );
      res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, results }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const mail = (to: string): InternalMail => ({
  to,
  lang: 'en',
  content: { ar: { subject: 'ع', paragraphs: ['ع'] }, en: { subject: 'E', paragraphs: ['E'] } },
});

describe('internalMailSender', () => {
  it('sends the mails of one moment in one call, and answers each mail as identity did', async () => {
    calls.length = 0;
    const send = internalMailSender({ identityUrl: url, internalToken: 'secret' });
    const outcomes = await Promise.allSettled(
      ['a@mail.sa', 'refused@mail.sa', 'optout@mail.sa', 'b@mail.sa'].map((to) => send(mail(to))),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].token).toBe('secret');
    expect(calls[0].mails.map((m) => ('to' in m ? m.to : ''))).toEqual([
      'a@mail.sa',
      'refused@mail.sa',
      'optout@mail.sa',
      'b@mail.sa',
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      { sent: true },
      expect.stringMatching(/429/),
      { sent: false },
      { sent: true },
    ]);
  });

  it('sends mails apart in time in separate calls, at most 50 in one', async () => {
    calls.length = 0;
    const send = internalMailSender({ identityUrl: url, internalToken: 'secret' });
    await send(mail('first@mail.sa'));
    await send(mail('second@mail.sa'));
    await Promise.all(Array.from({ length: 120 }, (_, i) => send(mail(`m${i}@mail.sa`))));
    expect(calls.map((call) => call.mails.length)).toEqual([1, 1, 50, 50, 20]);
  });

  it('rejects every mail of the call when identity is away, and without IDENTITY_URL', async () => {
    const away = internalMailSender({ identityUrl: 'http://127.0.0.1:1', internalToken: 'secret', timeoutMs: 500 });
    await expect(away(mail('a@mail.sa'))).rejects.toThrow();
    const unset = internalMailSender({ internalToken: 'secret' });
    await expect(unset(mail('a@mail.sa'))).rejects.toThrow(/IDENTITY_URL/);
  });
});
