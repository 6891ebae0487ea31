import type { Logger } from 'pino';
import { normalizeEmail } from './accounts.ts';
import { revokedTokenModel } from './models/revoked-token.model.ts';
import { isDuplicateKeyError, userModel } from './models/user.model.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import type { Connection } from 'mongoose';

export interface SeedAdminOptions {
  connection: Connection;
  /** ADMIN_EMAIL. */
  email: string;
  /** ADMIN_PASSWORD; when undefined a 20-character password is generated and printed once. */
  password?: string;
  name: string;
  /** Base URL of the site, for the sign-in link in the printed notice. */
  publicUrl: string;
  logger: Logger;
  /** Where the generated password is printed (stdout by default; tests capture it). */
  print?: (text: string) => void;
}

/**
 * First start of identity: builds the indexes (unique email), then creates the first admin
 * when no admin exists. With `password` unset it generates one and prints it to stdout, once,
 * clearly labelled; on later starts an admin exists, so nothing is created or printed.
 * Returns whether an admin was created and the generated password if any.
 * Throws when the email already belongs to a client (a client is never promoted silently).
 */
export async function seedFirstAdmin(
  options: SeedAdminOptions,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const { connection, logger, print = console.log } = options;
  const User = userModel(connection);
  await Promise.all([User.init(), revokedTokenModel(connection).init()]);
  if (await User.exists({ role: 'admin' })) return { created: false };

  const email = normalizeEmail(options.email);
  if (await User.exists({ email })) {
    throw new Error(`ADMIN_EMAIL ${email} belongs to an existing client account; set another ADMIN_EMAIL`);
  }
  const generatedPassword = options.password === undefined ? generatePassword(20) : undefined;
  const password = options.password ?? (generatedPassword as string);
  try {
    await User.create({
      name: options.name,
      email,
      role: 'admin',
      password_hash: await hashPassword(password),
      auto_created: false,
      ...(generatedPassword ? { must_change_password: true } : {}),
    });
  } catch (error) {
    // Another instance created it at the same moment; it printed its own password.
    if (isDuplicateKeyError(error)) return { created: false };
    throw error;
  }
  logger.info({ email }, 'first admin account created');
  if (generatedPassword) {
    const rule = '='.repeat(72);
    print(
      [
        rule,
        'FIRST ADMIN ACCOUNT CREATED - this password is shown only once; store it now.',
        `  email:    ${email}`,
        `  password: ${generatedPassword}`,
        `  sign in:  ${options.publicUrl}/admin/login`,
        'Set ADMIN_PASSWORD before the first start to choose the password yourself.',
        rule,
      ].join('\n'),
    );
  }
  return { created: true, generatedPassword };
}
