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
   * When the token is first fetched: `mount` for a page whose form is its purpose, `focus` for a
   * form on every page (the footer newsletter), so a page view alone costs no request.
   * Either way it is also fetched at the form's first focus and at sending when not yet in hand.
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
  /**
   * True when the consent box is ticked; otherwise shows its error (and moves focus to it when
   * `focus`) and returns false: the form must not send.
   */
  checkConsent: (focus?: boolean) => boolean;
  /**
   * Sends the form with its guard fields added (`form_token`, the honeypot's value and
   * `privacy_consent`, and the `lang`), see `usePublicForm`. Resolves the reply; throws `PublicFormError`.
   */
  send: <T>(path: string, body: Record<string, unknown> | FormData, auth?: PublicFormAuth) => Promise<T>;
  /**
   * The text to show, in the form's language, for an error `send` threw when a guard refused it
   * (429 with the minutes to wait, expired token renewed, consent missing); null for any other
   * error, which the form words itself.
   */
  errorText: (error: unknown) => string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The browser side of a public form's issue-13 guards (token, honeypot, consent), for forms
 * with native controls and their own fields:
 * - fetches a form token from `GET /api/forms/token` at mount or first focus (`fetchOn`) and
 *   keeps it; a token near `FORM_TOKEN_MAX_AGE_MS` is replaced before sending;
 * - `send` waits, if needed, until the token has been held for the minimum fill time
 *   (`FORM_MIN_FILL_MS`, or the reply's `min_fill_ms` when the server states one), so a quick
 *   person is never taken for a bot and silently dropped; then posts the body with
 *   `form_token`, the honeypot (empty for people) and `privacy_consent` (true in JSON, 'true'
 *   in multipart) and `lang`, the form's language (the submitter's
 *   confirmation mail is written in it);
 * - on a success the consent box is cleared and the token dropped (the next form gets a new
 *   one); on a 400 `tokenInvalid` it fetches a new token at once and throws, and `errorText`
 *   asks the visitor to send again (their text is the form's and stays); on the server's
 *   `consentRequired` the box shows its error.
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
