import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID provider (oidc-provider) for the tests of signing in with a school account
// (issue 31): the integration tests and the journeys in Chromium. Every sign-in at it signs in
// `user()` and consents at once, as a student already signed in to their school account would.

export interface TestUser {
  sub: string;
  email: string;
  given_name: string;
  email_verified: boolean;
}

export interface TestProvider {
  server: Server;
  issuer: string;
  close(): Promise<void>;
}

export const TEST_CLIENT = {
  client_id: 'money-challenge',
  client_secret: 'a-test-secret-of-enough-length',
};

export const signingKey = (): JsonWebKey =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

export async function startTestProvider(options: {
  redirectUris: string[];
  user: () => TestUser;
  port?: number;
  key?: JsonWebKey;
  /**
   * PUT /test/user with a TestUser sets who signs in next, for tests in another process (the
   * journeys): `onUser` hears it.
   */
  onUser?: (user: TestUser) => void;
}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = options.key ?? signingKey();
  const provider = new Provider(issuer, {
    clients: [
      {
        ...TEST_CLIENT,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...key, kid: 'test-key', use: 'sig', alg: 'RS256' } as never] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'name'],
    },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    // Set, so the provider does not print a notice for each default it falls back on.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx, sub) {
      const user = options.user();
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: user.email,
            email_verified: user.email_verified,
            given_name: user.given_name,
            name: `${user.given_name} Tester`,
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  provider.use(async (ctx, next) => {
    if (options.onUser && ctx.path === '/test/user' && ctx.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      options.onUser(JSON.parse(Buffer.concat(chunks).toString()) as TestUser);
      ctx.status = 204;
      return;
    }
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: options.user().sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: TEST_CLIENT.client_id,
    });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });
  server.on('request', provider.callback());
  return {
    server,
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
