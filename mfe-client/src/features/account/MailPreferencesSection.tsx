import { useCallback, useEffect, useState } from 'react';
import type { MailPreferences, MailPreferencesResponse } from '@consulting/contracts';
import { api, ApiError, useLanguage } from '@consulting/platform';
import { Alert, Spin } from '@consulting/ui';

/**
 * The texts of this section in both languages (issue 14 part 3). Kept with the component, like
 * its API calls, so the mail choices are one self-contained section of the account page.
 */
const TEXTS = {
  en: {
    statusUpdates: 'Email me when the status of my requests or applications changes',
    hint: 'The notification bell shows every change either way.',
    saved: 'Saved.',
    loading: 'Loading…',
    failed: 'Something went wrong; please try again.',
  },
  ar: {
    statusUpdates: 'أرسل لي بريداً عند تغيّر حالة طلباتي أو طلبات الانضمام',
    hint: 'يظهر كل تغيير في جرس الإشعارات في الحالتين.',
    saved: 'تم الحفظ.',
    loading: 'جارٍ التحميل…',
    failed: 'حدث خطأ؛ يرجى المحاولة مرة أخرى.',
  },
} as const;

/** `GET /api/user/preferences`: the signed-in client's mail choices. */
function fetchPreferences(): Promise<MailPreferencesResponse> {
  return api<MailPreferencesResponse>('/user/preferences', { auth: 'client' });
}

/** `PUT /api/user/preferences`: stores `change`; resolves the choices as stored. */
function savePreferences(change: Partial<MailPreferences>): Promise<MailPreferencesResponse> {
  return api<MailPreferencesResponse>('/user/preferences', { method: 'PUT', body: change, auth: 'client' });
}

/** The server's text of a failed call when it sent one, else null. */
function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.message.startsWith(`HTTP ${error.status}:`)) {
    return null;
  }
  return error.message;
}

/**
 * The client's mail choices on `/user/account` (issue 14 part 3, "clients can turn these mails
 * off in the client area"), in the page's language: one checkbox, "email me when a status
 * changes" (on by default), saved at once with `PUT /api/user/preferences`; "Saved." after a
 * save, the error text after a failure (the box, which follows the click at once, goes back).
 */
export function MailPreferencesSection() {
  const language = useLanguage((s) => s.language);
  const T = TEXTS[language === 'ar' ? 'ar' : 'en'];
  const [preferences, setPreferences] = useState<MailPreferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPreferences()
      .then((reply) => live && setPreferences(reply.mail_preferences))
      .catch((failure: unknown) => live && setError(serverText(failure) ?? T.failed));
    return () => {
      live = false;
    };
  }, [T.failed]);

  const toggle = useCallback(
    async (statusUpdates: boolean) => {
      setBusy(true);
      setSaved(false);
      setError(null);
      // The box follows the click at once; a failed save puts it back.
      setPreferences({ status_updates: statusUpdates });
      try {
        const reply = await savePreferences({ status_updates: statusUpdates });
        setPreferences(reply.mail_preferences);
        setSaved(true);
      } catch (failure) {
        setPreferences({ status_updates: !statusUpdates });
        setError(serverText(failure) ?? T.failed);
      } finally {
        setBusy(false);
      }
    },
    [T.failed],
  );

  if (!preferences) {
    return error ? <Alert type="error" title={error} /> : <Spin label={T.loading} />;
  }
  return (
    <div data-testid="mail-preferences">
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          type="checkbox"
          data-testid="mail-status-updates"
          checked={preferences.status_updates}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {T.statusUpdates}
      </label>
      <p style={{ color: '#666', marginTop: 8 }}>{T.hint}</p>
      {saved && (
        <p role="status" data-testid="mail-preferences-saved">
          {T.saved}
        </p>
      )}
      {error && <Alert type="error" title={error} />}
    </div>
  );
}
