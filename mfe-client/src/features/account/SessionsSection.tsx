import { Navigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeUserAgent } from '@consulting/contracts';
import { useLanguage, useSession } from '@consulting/platform';
import { Alert, Button, Spin, Tag } from '@consulting/ui';
import { serverErrorText } from '../../client-api.ts';
import { endAllSessions, endSession, sessionsQuery } from './api.ts';

/**
 * The texts of this section in both languages, kept with the component so the session list is
 * one self-contained section of the account page.
 */
const TEXTS = {
  en: {
    intro: 'The devices signed in to your account now. End any session you do not recognise.',
    current: 'This session',
    started: 'Signed in',
    end: 'End',
    endAll: 'Sign out everywhere',
    endAllConfirm: 'Every session of yours ends, this one too. Continue?',
    loading: 'Loading…',
    failed: 'Something went wrong; please try again.',
    unknownDevice: 'Unknown device',
    none: 'No other sessions.',
  },
  ar: {
    intro: 'الأجهزة التي سجّلت الدخول بحسابك الآن. أنهِ أي جلسة لا تعرفها.',
    current: 'هذه الجلسة',
    started: 'بدأت',
    end: 'إنهاء',
    endAll: 'تسجيل الخروج من كل الأجهزة',
    endAllConfirm: 'ستنتهي كل جلساتك، وهذه منها. هل تريد المتابعة؟',
    loading: 'جارٍ التحميل…',
    failed: 'حدث خطأ؛ يرجى المحاولة مرة أخرى.',
    unknownDevice: 'جهاز غير معروف',
    none: 'لا توجد جلسات أخرى.',
  },
} as const;

/**
 * The client's own sessions on `/user/account` ("a session list per user, with sign out
 * everywhere"), in the page's language: each live session with its device (browser and system
 * from the User-Agent), IP and sign-in time, this one marked; "End" ends one at once
 * (`DELETE /api/user/sessions/:id`), "Sign out everywhere" ends them all
 * (`POST /api/user/sessions/revoke-all`), signs out here too and goes to the login page. A 401
 * (this session already ended elsewhere) signs out here as well.
 */
export function SessionsSection() {
  const language = useLanguage((s) => s.language);
  const T = TEXTS[language === 'ar' ? 'ar' : 'en'];
  const signedIn = useSession((s) => s.user !== null);
  const queryClient = useQueryClient();
  const list = useQuery({ ...sessionsQuery(), enabled: signedIn });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
  const endAll = useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => useSession.getState().signOutClient(),
  });

  // `clientApi` ends the session here on a 401; so does "Sign out everywhere".
  if (!signedIn) return <Navigate to="/user/login" replace />;

  const failure = endOne.error ?? endAll.error ?? list.error;
  const error = failure ? (serverErrorText(failure) ?? T.failed) : null;
  const sessions = list.data?.sessions ?? null;
  const busy = endOne.isPending || endAll.isPending;

  function confirmEndAll() {
    if (!window.confirm(T.endAllConfirm)) return;
    endOne.reset();
    endAll.mutate();
  }

  const dateFormat = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div data-testid="sessions-section">
      <p>{T.intro}</p>
      {error && <Alert type="error" title={error} />}
      {sessions === null && !error && <Spin label={T.loading} />}
      {sessions && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
          {sessions.map((session) => (
            <li
              key={session.id}
              data-testid={session.current ? 'session-current' : 'session-other'}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 12,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '8px 0',
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <span>
                <strong>{describeUserAgent(session.user_agent, T.unknownDevice)}</strong>{' '}
                {session.current && <Tag color="blue">{T.current}</Tag>}
                <br />
                <small>
                  {T.started}: {dateFormat.format(new Date(session.created_at))}
                  {session.ip && (
                    <>
                      {' · '}
                      <span dir="ltr">{session.ip}</span>
                    </>
                  )}
                </small>
              </span>
              {!session.current && (
                <Button
                  disabled={busy}
                  onClick={() => {
                    endAll.reset();
                    endOne.mutate(session.id);
                  }}
                >
                  {T.end}
                </Button>
              )}
            </li>
          ))}
          {sessions.every((session) => session.current) && <li>{T.none}</li>}
        </ul>
      )}
      <Button danger disabled={busy} onClick={confirmEndAll} data-testid="sessions-end-all">
        {T.endAll}
      </Button>
    </div>
  );
}
