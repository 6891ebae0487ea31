import { useId, type ChangeEvent, type RefObject } from 'react';
import { CONSENT_FIELD, HONEYPOT_FIELD, type PUBLIC_PAGES } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { PUBLIC_FORM_TEXTS, type RetentionKind } from './public-form-texts.ts';
import './public-form.css';

/** The site's privacy policy page (mfe-public's legal page), which the consent box links to. */
export const PRIVACY_PAGE_PATH = '/about/privacy' satisfies keyof typeof PUBLIC_PAGES;

/** What `PublicFormGuard` draws; `usePublicForm().guard` gives all of it. */
export interface PublicFormGuardProps {
  /** The language of the form's texts (the page's, or a page's own toggle). */
  language: Language;
  /** Which retention note the form shows. */
  retention: RetentionKind;
  consent: boolean;
  onConsentChange: (ticked: boolean) => void;
  /** Shows the consent error at the box (`role=alert`) and marks the box invalid. */
  consentError: boolean;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  /** The consent checkbox, for moving focus to it. */
  consentRef?: RefObject<HTMLInputElement | null>;
  /** Prefix of the test ids: `{prefix}-consent`, `{prefix}-consent-error`, `{prefix}-retention`. */
  testIdPrefix?: string;
}

/**
 * The guard part of a public form, placed before its submit button: the honeypot `HONEYPOT_FIELD`
 * (off-screen, not `display:none`, which some bots skip; hidden from people and assistive
 * technology); the required consent box `CONSENT_FIELD`, whose label links to the privacy page in
 * a new tab so the form's text is not lost, with its error under it; and the one-line note of what
 * the form keeps and for how long (Saudi PDPL), which also describes the box. No antd.
 */
export function PublicFormGuard({
  language,
  retention,
  consent,
  onConsentChange,
  consentError,
  honeypot,
  onHoneypotChange,
  consentRef,
  testIdPrefix = 'public-form',
}: PublicFormGuardProps) {
  const id = useId();
  const texts = PUBLIC_FORM_TEXTS[language];
  const noteId = `${id}-retention`;
  const errorId = `${id}-consent-error`;
  return (
    <div className="ui-public-form-guard">
      <div className="ui-public-form-trap" aria-hidden="true">
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onHoneypotChange(event.target.value)}
        />
      </div>
      <div className="ui-consent">
        <label className="ui-consent-label">
          <input
            ref={consentRef}
            type="checkbox"
            name={CONSENT_FIELD}
            checked={consent}
            onChange={(event) => onConsentChange(event.target.checked)}
            aria-required="true"
            aria-invalid={consentError}
            aria-describedby={consentError ? `${errorId} ${noteId}` : noteId}
            data-testid={`${testIdPrefix}-consent`}
          />
          <span>
            {texts.consentBefore}
            <a href={PRIVACY_PAGE_PATH} target="_blank" rel="noopener">
              {texts.consentLink} <span className="ui-visually-hidden">{texts.newTab}</span>
            </a>
            {texts.consentAfter}
            <span className="ui-field-required" aria-hidden="true">
              *
            </span>
          </span>
        </label>
        {consentError && (
          <span className="ui-consent-error" role="alert" id={errorId} data-testid={`${testIdPrefix}-consent-error`}>
            {texts.consentRequired}
          </span>
        )}
        <p className="ui-consent-note" id={noteId} data-testid={`${testIdPrefix}-retention`}>
          {texts.retention[retention]}
        </p>
      </div>
    </div>
  );
}
