import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CONSENT_FIELD,
  FORM_MIN_FILL_MS,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_MAX_AGE_MS,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  type FormTokenReply,
} from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import type { PublicFormGuardProps } from './PublicFormGuard.tsx';
import { PublicFormError, fetchFormToken, postPublicForm, type PublicFormAuth } from './public-form-api.ts';
import { PUBLIC_FORM_TEXTS, rateLimitedText, type RetentionKind } from './public-form-texts.ts';

/** A token older than this (ms, by the browser's clock since it arrived) is replaced before sending. */
const TOKEN_REFRESH_AGE_MS = FORM_TOKEN_MAX_AGE_MS - 5 * 60 * 1000;
/** Slack added to the minimum fill time (ms) for clocks that differ between the services. */
const FILL_MARGIN_MS = 250;

interface HeldToken {
  value: string;
  /** `Date.now()` when it arrived. */
  receivedAt: number;
  /** How long the server wants between issue and send (ms). */
  minFillMs: number;
}

/** What `usePublicForm` is told about its form. */
export interface PublicFormOptions {
  /** The language the form's texts and errors are in. */
  language: Language;
  /** Which retention note the form shows. */
  retention: RetentionKind;
  /**
   * When the token is first fetched: `mount` for a form page, `focus` for a form on every page (the
   * footer newsletter: a page view costs no request). Also fetched at first focus and at sending.
   */
  fetchOn?: 'mount' | 'focus';
  /** Prefix of the guard's test ids (`PublicFormGuardProps.testIdPrefix`). */
  testIdPrefix?: string;
}

/** What a public form gets from `usePublicForm`. */
export interface PublicForm {
  /** Spread on the `<form>`: its first focus fetches the token. */
  formProps: { onFocus: () => void };
  /** Props of `<PublicFormGuard>` (honeypot, consent box, retention note). */
  guard: PublicFormGuardProps;
  /** True when the consent box is ticked; else shows its error (focused when `focus`): do not send. */
  checkConsent: (focus?: boolean) => boolean;
  /** Sends the form with its guard fields added (see `usePublicForm`); throws `PublicFormError`. */
  send: <T>(path: string, body: Record<string, unknown> | FormData, auth?: PublicFormAuth) => Promise<T>;
  /**
   * The text, in the form's language, for a guard's refusal that `send` threw (429 with the minutes
   * to wait, token renewed, consent missing); null for any other error, which the form words itself.
   */
  errorText: (error: unknown) => string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The browser side of a public form's guards (form token, honeypot, consent) for native forms.
 * The token comes from `GET /api/forms/token` at mount or first focus (`fetchOn`) and is replaced
 * when near `FORM_TOKEN_MAX_AGE_MS`. `send` first waits out the minimum fill time (the reply's
 * `min_fill_ms`, else `FORM_MIN_FILL_MS`) so a quick person is not dropped as a bot, then posts
 * with `form_token`, the honeypot, `privacy_consent` and `lang` (the confirmation mail's language).
 * A success clears the box and drops the token; a 400 `tokenInvalid` fetches a new token and
 * throws (`errorText` asks to send again); the server's `consentRequired` shows the box's error.
 */
export function usePublicForm({ language, retention, fetchOn = 'mount', testIdPrefix }: PublicFormOptions): PublicForm {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const consentRef = useRef<HTMLInputElement | null>(null);
  const token = useRef<HeldToken | null>(null);
  const pending = useRef<Promise<HeldToken> | null>(null);

  const ensureToken = useCallback((): Promise<HeldToken> => {
    const held = token.current;
    if (held && Date.now() - held.receivedAt < TOKEN_REFRESH_AGE_MS) return Promise.resolve(held);
    if (!pending.current) {
      pending.current = fetchFormToken()
        .then((reply: FormTokenReply) => {
          const minFillMs = typeof reply.min_fill_ms === 'number' ? reply.min_fill_ms : FORM_MIN_FILL_MS;
          token.current = { value: reply.token, receivedAt: Date.now(), minFillMs };
          return token.current;
        })
        .finally(() => {
          pending.current = null;
        });
    }
    return pending.current;
  }, []);

  const prefetch = useCallback(() => {
    ensureToken().catch(() => undefined);
  }, [ensureToken]);

  useEffect(() => {
    if (fetchOn === 'mount') prefetch();
  }, [fetchOn, prefetch]);

  const checkConsent = (focus = false) => {
    if (consent) return true;
    setConsentError(true);
    if (focus) consentRef.current?.focus();
    return false;
  };

  const send = async <T>(path: string, body: Record<string, unknown> | FormData, auth: PublicFormAuth = 'none') => {
    const held = await ensureToken();
    const wait = held.receivedAt + held.minFillMs + (held.minFillMs > 0 ? FILL_MARGIN_MS : 0) - Date.now();
    if (wait > 0) await sleep(wait);
    let payload: Record<string, unknown> | FormData;
    if (body instanceof FormData) {
      body.set(FORM_TOKEN_FIELD, held.value);
      body.set(HONEYPOT_FIELD, honeypot);
      body.set(CONSENT_FIELD, consent ? 'true' : 'false');
      body.set(LANGUAGE_FIELD, language);
      payload = body;
    } else {
      payload = {
        ...body,
        [FORM_TOKEN_FIELD]: held.value,
        [HONEYPOT_FIELD]: honeypot,
        [CONSENT_FIELD]: consent,
        [LANGUAGE_FIELD]: language,
      };
    }
    try {
      const reply = await postPublicForm<T>(path, payload, auth);
      if (token.current === held) token.current = null;
      setConsent(false);
      return reply;
    } catch (error) {
      if (error instanceof PublicFormError && error.refusal === 'token-invalid') {
        // A new token is in hand before the visitor is asked to send again.
        if (token.current === held) token.current = null;
        await ensureToken().catch(() => undefined);
      }
      if (error instanceof PublicFormError && error.refusal === 'consent-required') setConsentError(true);
      throw error;
    }
  };

  const errorText = (error: unknown): string | null => {
    if (!(error instanceof PublicFormError) || !error.refusal) return null;
    if (error.refusal === 'rate-limited') return rateLimitedText(language, error.retryAfterSeconds);
    return error.refusal === 'token-invalid'
      ? PUBLIC_FORM_TEXTS[language].tokenRenewed
      : PUBLIC_FORM_TEXTS[language].consentRequired;
  };

  return {
    formProps: { onFocus: prefetch },
    guard: {
      language,
      retention,
      consent,
      onConsentChange: (ticked) => {
        setConsent(ticked);
        if (ticked) setConsentError(false);
      },
      consentError,
      honeypot,
      onHoneypotChange: setHoneypot,
      consentRef,
      testIdPrefix,
    },
    checkConsent,
    send,
    errorText,
  };
}
