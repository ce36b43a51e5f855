import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/routes/login';
import { HomePage } from '../features/pages/home';
import { OfflinePage } from '../features/pages/offline';
import { TimeoutPage } from '../features/pages/timeout';
import { ACCOUNT_DELETED_PATH } from '../lib/delete-account';
import { loadScreen } from '../lib/lazy-screen';
import { matchPage, Navigate } from '../lib/public-router';

/**
 * The pages outside the game (spec part 1 section 2). They load with the app's first file, on a
 * router of their own and without the query cache, so a player's first screen, the sign-in, is
 * small (decision 011). The sign-in page comes with the app; the other forms are their own files.
 */
export type PublicPage = { path: string } & (
  { Component: ComponentType } | { load: () => Promise<ComponentType> }
);

function LoginWithoutLink() {
  return <Navigate to="/auth/login/none" replace />;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', Component: HomePage },
  { path: '/offline', Component: OfflinePage },
  { path: '/timeout', Component: TimeoutPage },
  { path: '/auth/login/:gamelinkid', Component: LoginPage },
  { path: '/auth/login', Component: LoginWithoutLink },
  {
    path: '/auth/oidc/done',
    load: loadScreen(() => import('../features/auth/routes/oidc-done'), 'OidcDonePage'),
  },
  { path: '/join', load: loadScreen(() => import('../features/auth/routes/join'), 'JoinPage') },
  {
    path: '/auth/create-user',
    load: loadScreen(() => import('../features/auth/routes/create-user'), 'CreateUserPage'),
  },
  {
    path: '/auth/account-recovery/:gamelinkid',
    load: loadScreen(
      () => import('../features/auth/routes/account-recovery'),
      'AccountRecoveryPage',
    ),
  },
  {
    path: '/auth/password-reset',
    load: loadScreen(() => import('../features/auth/routes/password-reset'), 'PasswordResetPage'),
  },
  {
    path: '/privacy',
    load: loadScreen(() => import('../features/pages/privacy'), 'PrivacyPage'),
  },
  {
    path: ACCOUNT_DELETED_PATH,
    load: loadScreen(() => import('../features/pages/account-deleted'), 'AccountDeletedPage'),
  },
];

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PAGES.some((page) => matchPage(page.path, pathname) !== null);
