import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Security headers on every answer: helmet's well-reviewed set, built once at start-up (helmet
// builds its header values when configured; calling the built middleware only sets them), with a
// strict Content-Security-Policy: the game's own origin only, no inline scripts or styles, no
// framing. HSTS only when the request came over TLS (directly or, with TRUST_PROXY, through a
// proxy that says so): a plain-HTTP classroom server must not tell browsers to insist on HTTPS.

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Features no screen of the game uses, turned off for the page and anything it embeds. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const noop = () => undefined;
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, noop);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
