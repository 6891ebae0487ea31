import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@consulting/platform';
import { Alert, Spin } from '@consulting/ui';
import { serverErrorText } from '../../client-api.ts';
import { mailPreferencesQuery, saveMailPreferences } from './api.ts';

/**
 * The texts of this section in both languages, kept with the component so the mail choices are
 * one self-contained section of the account page.
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

/**
 * The client's mail choices on `/user/account` ("clients can turn these mails off in the client
 * area"), in the page's language: one checkbox, "email me when a status changes" (on by
 * default), saved at once with `PUT /api/user/preferences`; "Saved." after a save, the error text
 * after a failure (the box, which follows the click at once, goes back).
 */
export function MailPreferencesSection() {
  const language = useLanguage((s) => s.language);
  const T = TEXTS[language === 'ar' ? 'ar' : 'en'];
  const queryClient = useQueryClient();
  const { queryKey } = mailPreferencesQuery();
  const stored = useQuery(mailPreferencesQuery());
  // The box follows the click in the same frame (React state set in the click's handler); it
  // shows the stored choice again once that equals the click, or at once after a failed save.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (statusUpdates: boolean) => saveMailPreferences({ status_updates: statusUpdates }),
    onError: () => setClicked(null),
    onSuccess: (reply) => queryClient.setQueryData(queryKey, reply),
  });

  const preferences = stored.data?.mail_preferences;
  useEffect(() => {
    if (clicked !== null && preferences?.status_updates === clicked) setClicked(null);
  }, [clicked, preferences?.status_updates]);
  const failure = save.error ?? stored.error;
  const error = failure ? (serverErrorText(failure) ?? T.failed) : null;
  if (!preferences) {
    return error ? <Alert type="error" title={error} /> : <Spin label={T.loading} />;
  }
  return (
    <div data-testid="mail-preferences">
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          type="checkbox"
          data-testid="mail-status-updates"
          checked={clicked ?? preferences.status_updates}
          disabled={save.isPending}
          onChange={(event) => {
            setClicked(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />
        {T.statusUpdates}
      </label>
      <p style={{ color: '#666', marginTop: 8 }}>{T.hint}</p>
      {save.isSuccess && (
        <p role="status" data-testid="mail-preferences-saved">
          {T.saved}
        </p>
      )}
      {error && <Alert type="error" title={error} />}
    </div>
  );
}
