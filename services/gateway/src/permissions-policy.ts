/**
 * The Permissions-Policy of every answer the gateway sends (OWASP ASVS 14.4): the powerful
 * browser features the site never uses, denied to its pages and to any frame they hold.
 */
import type { Middleware } from 'koa';

/**
 * Features denied (`feature=()`), each one Chromium knows: an unknown name would log an error in
 * the console of every page, which Lighthouse's best-practices audit counts.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The header's value: `accelerometer=(), camera=(), …`. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** Sets `Permissions-Policy` before the rest of the gateway answers (a proxied answer keeps it). */
export function permissionsPolicy(): Middleware {
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    await next();
  };
}
