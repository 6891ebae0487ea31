/** The OpenAPI tags of identity's routes. */
export const TAGS = {
  signIn: 'Sign-in and accounts',
  passwords: 'Passwords',
  users: 'Admin: users',
  activity: 'Admin: activity',
  privacy: 'Admin: personal data (PDPL)',
  staff: 'Admin: staff',
  twoFactor: 'Staff: two-factor sign-in',
  sessions: 'Sessions',
} as const;

/** The 429 of the routes limited per target email (`emailLimits`). */
export const RATE_LIMITED =
  "'Too many attempts, please try again later' with `Retry-After` (seconds): the gateway limits these calls per IP, identity per target email, the same whether or not the email has an account";
