import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, useLanguage, useSession } from '@consulting/platform';
import type {
  MailPreferences,
  MailPreferencesResponse,
  OwnSessionsResponse,
  PasswordChangedResponse,
} from '@consulting/contracts';
import { CLIENT_QUERY_KEY, clientApi } from '../../client-api.ts';

const accountKey = [...CLIENT_QUERY_KEY, 'account'] as const;

/**
 * Changes the signed-in client's password: `POST /api/user/password` with
 * `{current_password, new_password, lang}`; the server answers its refusals (wrong current
 * password, the password rule) in `lang`. On success the session keeps its token and takes the
 * returned user (without `must_change_password`; the server revoked the client's other sessions).
 * `submit` resolves null on success, else the refusal's text (`connectionError` when the server
 * could not be reached); it never rejects.
 */
export function useChangeClientPassword(connectionError: string): {
  busy: boolean;
  submit: (currentPassword: string, newPassword: string) => Promise<string | null>;
} {
  const mutation = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      clientApi<PasswordChangedResponse>('/user/password', {
        method: 'POST',
        body: { current_password: current, new_password: next, lang: useLanguage.getState().language },
      }),
    onSuccess: (reply) => {
      const { userToken } = useSession.getState();
      if (userToken) useSession.getState().signInClient(reply.user, userToken);
    },
  });
  const submit = (current: string, next: string) =>
    mutation.mutateAsync({ current, next }).then(
      () => null,
      (error: unknown) => (error instanceof ApiError && error.status !== 0 ? error.message : connectionError),
    );
  return { busy: mutation.isPending, submit };
}

/** `GET /api/user/sessions`: the signed-in client's live sessions. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: [...accountKey, 'sessions'],
    queryFn: ({ signal }) => clientApi<OwnSessionsResponse>('/user/sessions', { signal }),
  });

/** `DELETE /api/user/sessions/:id`: ends one of the client's sessions. */
export const endSession = (id: string) =>
  clientApi(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);

/** `POST /api/user/sessions/revoke-all`: ends every session of the client, this one too. */
export const endAllSessions = () => clientApi('/user/sessions/revoke-all', { method: 'POST' }).then(() => undefined);

/** `GET /api/user/preferences`: the signed-in client's mail choices. */
export const mailPreferencesQuery = () =>
  queryOptions({
    queryKey: [...accountKey, 'mail-preferences'],
    queryFn: ({ signal }) => clientApi<MailPreferencesResponse>('/user/preferences', { signal }),
  });

/** `PUT /api/user/preferences`: stores `change`; resolves the choices as stored. */
export const saveMailPreferences = (change: Partial<MailPreferences>) =>
  clientApi<MailPreferencesResponse>('/user/preferences', { method: 'PUT', body: change });
