import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

// The router of the pages outside the game (home, sign-in, sign-up, password reset). They are a
// player's first screen, so they do without the game's router, whose one module would double
// what the sign-in page loads (decision 011). The names follow React Router's, so a page reads
// the same either way; the game itself keeps React Router's data router.

export interface PageLocation {
  pathname: string;
  search: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: PageLocation;
  navigate: NavigateFn;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

const MAX_SEGMENTS = 16;

/** The parameters of `pattern` ('/auth/login/:gamelinkid') in `pathname`, or null. */
export function matchPage(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length || have.length > MAX_SEGMENTS) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

const readLocation = (): PageLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A page outside the game is rendered outside <PageRouter>.');
  return router;
}

/** Keeps the address bar and the page in step: links, navigate() and the browser's Back. */
export function PageRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const onPop = () => setLocation(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFn>((to, { replace = false } = {}) => {
    const url = new URL(to, window.location.href);
    const next = `${url.pathname}${url.search}${url.hash}`;
    if (replace) window.history.replaceState(null, '', next);
    else window.history.pushState(null, '', next);
    setLocation(readLocation());
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export interface PageRoute {
  path: string;
  Page: ComponentType;
}

/** Shows the first page whose path matches, with its parameters; `fallback` when none does. */
export function PageRoutes({
  pages,
  fallback,
}: {
  pages: readonly PageRoute[];
  fallback: ReactNode;
}) {
  const { pathname } = useRouter().location;
  for (const { path, Page } of pages) {
    const params = matchPage(path, pathname);
    if (params)
      return (
        <ParamsContext.Provider key={path} value={params}>
          <Page />
        </ParamsContext.Provider>
      );
  }
  return fallback;
}

export const useNavigate = (): NavigateFn => useRouter().navigate;
export const useLocation = (): PageLocation => useRouter().location;
export const useParams = (): Readonly<Record<string, string | undefined>> =>
  useContext(ParamsContext);

export function useSearchParams(): [URLSearchParams] {
  const { search } = useRouter().location;
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Goes to `to` once, as soon as it is shown. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link that stays in the app on a plain click; other clicks (new tab) are the browser's. */
export function Link({
  to,
  replace,
  onClick,
  target,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self'))
          return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}
