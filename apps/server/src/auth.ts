import { betterAuth } from 'better-auth';
import type pg from 'pg';
import type { Config } from './config.ts';
import { ourOrigins } from './http/origins.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * better-auth on our Postgres. Its user is SPEC.md's `users` profile row (decision 001), so the
 * profile columns take their defaults (trial, 0 of 1 generations) in the same INSERT as the account.
 */
export function createAuth(opts: {
  config: Config;
  pool: pg.Pool;
  mailer: Mailer;
  logger: Logger;
  onPasswordReset?: (email: string) => Promise<void>;
}) {
  const { config, mailer, logger } = opts;
  return betterAuth({
    appName: 'Reklamo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: opts.pool,
    // The same origins the CSRF guard and the checkout's return links accept: one list, not three.
    trustedOrigins: ourOrigins(config),
    // Our own limiter (per IP and per e-mail, in Postgres) guards the auth endpoints.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Sign-up answers the same whether or not the address already has an account (decision 115):
      // no session from it, so no cookie tells the two apart. The web signs in right after with
      // the password just chosen; the owner of an existing address gets an e-mail instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          subject: 'Опит за регистрация с вашия имейл в Reklamo',
          text: `Здравейте, ${user.name}!\n\nНякой, може би вие, се опита да създаде нов акаунт в Reklamo с този имейл адрес. Вие вече имате акаунт с него.\n\nВлезте тук: ${config.publicUrl}/login\nАко сте забравили паролата си, задайте нова тук: ${config.publicUrl}/forgot-password\n\nАко не сте били вие, не е нужно да правите нищо: акаунтът ви не е променен.`,
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A stranger's failed guesses may have locked sign-in to this account: the reset lifts it.
      onPasswordReset: async ({ user }) => {
        await opts.onPasswordReset?.(user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Възстановяване на паролата за Reklamo',
          text: `Здравейте, ${user.name}!\n\nПолучихме заявка за нова парола за вашия акаунт в Reklamo. Отворете връзката, за да зададете нова парола (валидна 1 час):\n\n${url}\n\nАко не сте поискали това, просто игнорирайте този имейл.`,
        });
      },
    },
    // Sign-up sends a confirmation link (to the outbox without SMTP); the free video waits for it.
    // No sign-in from the link: a forwarded or leaked link confirms the address and nothing more,
    // and once used it changes nothing again.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/dashboard?email=confirmed');
        await mailer.send({
          to: user.email,
          subject: 'Потвърдете имейл адреса си за Reklamo',
          text: `Здравейте, ${user.name}!\n\nБлагодарим, че се регистрирахте в Reklamo. Отворете връзката, за да потвърдите имейл адреса си (валидна 24 часа):\n\n${link.toString()}\n\nСлед потвърждението можете да създадете безплатното си видео.`,
        });
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      modelName: 'users',
      fields: { name: 'full_name', emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [] },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => logger[level]({ component: 'auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
