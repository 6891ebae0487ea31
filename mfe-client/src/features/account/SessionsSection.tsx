import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeUserAgent, type OwnSessionRecord, type OwnSessionsResponse } from '@consulting/contracts';
import { api, ApiError, useLanguage, useSession } from '@consulting/platform';
import { Alert, Button, Spin, Tag } from '@consulting/ui';

/**
 * The texts of this section in both languages (issue 14 part 2). Kept with the component, like
 * its API calls, so the session list is one self-contained section of the account page.
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

/** The server's text of a failed call when it sent one, else null. */
function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.message.startsWith(`HTTP ${error.status}:`)) {
    return null;
  }
  return error.message;
}

/**
 * The client's own sessions on `/user/account` (issue 14 part 2, "a session list per user, with
 * sign out everywhere"), in the page's language: each live session with its device (browser and
 * system from the User-Agent), IP and sign-in time, this one marked; "End" ends one at once
 * (`DELETE /api/user/sessions/:id`), "Sign out everywhere" ends them all
 * (`POST /api/user/sessions/revoke-all`), signs out here too and goes to the login page. A 401
 * (this session already ended elsewhere) signs out here as well.
 */
export function SessionsSection() {
  const language = useLanguage((s) => s.language);
  const T = TEXTS[language === 'ar' ? 'ar' : 'en'];
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<OwnSessionRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const signOutHere = useCallback(() => {
    useSession.getState().signOutClient();
    navigate('/user/login', { replace: true });
  }, [navigate]);

  /** Runs `call`; a 401 means this session is over: sign out here. Other errors show their text. */
  const guarded = useCallback(
    async (call: () => Promise<void>) => {
      setError(null);
      try {
        await call();
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) signOutHere();
        else setError(serverText(failure) ?? T.failed);
      }
    },
    [signOutHere, T.failed],
  );

  const load = useCallback(
    () =>
      guarded(async () => {
        const reply = await api<OwnSessionsResponse>('/user/sessions', { auth: 'client' });
        setSessions(reply.sessions);
      }),
    [guarded],
  );

  useEffect(() => {
    void load();
  }, [load]);

  async function endOne(id: string) {
    setBusy(id);
    await guarded(async () => {
      await api(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'client' });
      await load();
    });
    setBusy(null);
  }

  async function endAll() {
    if (!window.confirm(T.endAllConfirm)) return;
    setBusy('all');
    await guarded(async () => {
      await api('/user/sessions/revoke-all', { method: 'POST', auth: 'client' });
      signOutHere();
    });
    setBusy(null);
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
                <Button disabled={busy !== null} onClick={() => void endOne(session.id)}>
                  {T.end}
                </Button>
              )}
            </li>
          ))}
          {sessions.every((session) => session.current) && <li>{T.none}</li>}
        </ul>
      )}
      <Button danger disabled={busy !== null} onClick={() => void endAll()} data-testid="sessions-end-all">
        {T.endAll}
      </Button>
    </div>
  );
}
