/**
 * Every mail's HTML (MJML layout) and text parts in both languages, Arabic
 * right-to-left, the reader's language first, user text escaped.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { composeMail, type BilingualContent } from '../src/mail/compose.ts';
import { setPasswordMail } from '../src/mail/account-mails.ts';

const content: BilingualContent = {
  ar: {
    subject: 'تم استلام طلبك',
    paragraphs: ['مرحباً <script>alert(1)</script>،', 'رقم الطلب: SR-1042'],
    action: { label: 'متابعة الطلب', url: 'https://site.test/user/dashboard?a=1&b="2"' },
    footer: ['إن لم تكن أنت فتجاهل هذه الرسالة.'],
  },
  en: {
    subject: 'We received your request',
    paragraphs: ['Hello <b>Sam</b> & co,', 'Reference: SR-1042 %%FIRST_BODY%%'],
    action: { label: 'Follow your request', url: 'https://site.test/user/dashboard?a=1&b="2"' },
  },
};

/** The `<div dir lang>` block of `lang` in `html`, up to the next language block. */
function block(html: string, lang: 'ar' | 'en'): string {
  const start = html.indexOf(`lang="${lang}">`);
  expect(start, lang).toBeGreaterThan(0);
  const next = html.indexOf('<div dir="', start);
  return html.slice(start, next < 0 ? undefined : next);
}

describe('composeMail', () => {
  it('puts both languages in the HTML, Arabic right-to-left and right-aligned, the reader’s first', () => {
    const ar = composeMail('sam@mail.sa', content, 'ar');
    const html = ar.html!;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<div dir="rtl" lang="ar">');
    expect(html).toContain('<div dir="ltr" lang="en">');
    expect(html.indexOf('lang="ar">')).toBeLessThan(html.indexOf('lang="en">'));
    expect(block(html, 'ar')).toContain('رقم الطلب: SR-1042');
    expect(block(html, 'ar')).toContain('text-align:right');
    expect(block(html, 'en')).toContain('Reference: SR-1042');
    expect(block(html, 'en')).not.toContain('text-align:right');
    expect(ar.subject).toBe('تم استلام طلبك | We received your request');

    const en = composeMail('sam@mail.sa', content, 'en');
    expect(en.html!.indexOf('lang="en">')).toBeLessThan(en.html!.indexOf('lang="ar">'));
    expect(en.subject).toBe('We received your request | تم استلام طلبك');
  });

  it('makes the action a button link and escapes every user text', () => {
    const { html } = composeMail('sam@mail.sa', content, 'ar');
    expect(html).toContain('href="https://site.test/user/dashboard?a=1&#38;b=&#34;2&#34;"');
    expect(html).toContain('متابعة الطلب');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Hello &#60;b&#62;Sam&#60;/b&#62; &#38; co,');
    // A slot name inside content stays text; no slot is left unfilled.
    expect(html).toContain('SR-1042 %%FIRST_BODY%%');
    expect(html!.replace('%%FIRST_BODY%%', '')).not.toMatch(/%%[A-Z_]+%%/);
  });

  it('drops the button and the small print where the content has none', () => {
    const { html } = composeMail('sam@mail.sa', content, 'ar');
    // Arabic has a footer, English has none: the small print appears once.
    expect(html!.match(/font-size:12px/g)?.length).toBe(1);
    const bare = composeMail('x@mail.sa', {
      ar: { subject: 'أ', paragraphs: ['نص'] },
      en: { subject: 'A', paragraphs: ['Text'] },
    });
    expect(bare.html).not.toContain('href=');
    expect(bare.text).toBe('نص\n\n---\n\nText');
  });

  it('writes a text part with both languages, the reader’s first, and the link', () => {
    const { text } = composeMail('sam@mail.sa', content, 'en');
    const [first, second] = text.split('\n\n---\n\n');
    expect(first).toContain('Hello <b>Sam</b> & co,');
    expect(first).toContain('Follow your request: https://site.test/user/dashboard?a=1&b="2"');
    expect(second).toContain('متابعة الطلب: https://site.test/user/dashboard?a=1&b="2"');
    expect(second).toContain('إن لم تكن أنت فتجاهل هذه الرسالة.');
  });
});

describe('the account mails', () => {
  it('lay out the set-password mail in both languages with the link slot as its button, and no password', () => {
    const mail = setPasswordMail(
      { name: 'Sam <x>', email: 'sam@mail.sa' },
      'https://site.test/user/login',
      'https://site.test/user/forgot-password',
    );
    expect(mail.to).toBe('sam@mail.sa');
    expect(mail.text).toContain('Choose your password: %%PASSWORD_LINK%%');
    expect(mail.text).toContain('Then sign in at https://site.test/user/login.');
    expect(mail.text).not.toMatch(/Password: /);
    expect(mail.html).toContain('<div dir="rtl" lang="ar">');
    expect(mail.html).toContain('href="%%PASSWORD_LINK%%"');
    expect(mail.html).toContain('Hello Sam &#60;x&#62;,');
  });
});

describe('the layout compiler (memory)', () => {
  /** Whether importing `module` in a fresh Node process leaves MJML loaded there. */
  function loadsMjml(module: string): boolean {
    const url = new URL(module, import.meta.url).href;
    const script = `import { createRequire } from 'node:module';
      await import(${JSON.stringify(url)});
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      process.stdout.write(String(loaded.some((file) => /[\\\\/]node_modules[\\\\/]mjml[\\\\/]/.test(file))));`;
    return (
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        cwd: process.cwd(),
      }) === 'true'
    );
  }

  it('keeps MJML out of identity: composing mails does not load it, the compiler does', () => {
    expect(loadsMjml('../src/mail/compose.ts')).toBe(false);
    expect(loadsMjml('../src/mail/compile-layout.ts')).toBe(true);
  });

  it('the compiler prints both skeletons with their slots, as compose.ts reads them', () => {
    const compiler = fileURLToPath(new URL('../src/mail/compile-layout.ts', import.meta.url));
    const skeletons = JSON.parse(execFileSync(process.execPath, [compiler], { encoding: 'utf8' })) as Record<
      'ar' | 'en',
      string
    >;
    expect(skeletons.ar).toContain('%%FIRST_BODY%%');
    expect(skeletons.ar.indexOf('lang="ar"')).toBeLessThan(skeletons.ar.indexOf('lang="en"'));
    expect(skeletons.en.indexOf('lang="en"')).toBeLessThan(skeletons.en.indexOf('lang="ar"'));
  });
});
