import type { OidcHandoffResult, OidcProviders } from '@mc/contract';
import { apiGet, apiPost } from './api-client';
import { useRead } from './use-read';

/** GET /api/auth/providers (no token): the school accounts this server signs in with. */
export function useSignInProviders() {
  return useRead('providers', (signal) =>
    apiGet<OidcProviders>('/api/auth/providers', undefined, { auth: false, signal }),
  );
}

/** POST /api/auth/oidc/handoff: the one-time code from a provider's sign-in, for the token. */
export const tradeHandoff = (code: string) =>
  apiPost<OidcHandoffResult>('/api/auth/oidc/handoff', { Code: code }, { auth: false });
