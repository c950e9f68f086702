import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';

/**
 * notistack, loaded after the page instead of with it (issue 19: ~9 KB gzip off every first load).
 * The built web resolves `import … from 'notistack'` everywhere but here to this module (the
 * `lazyToasts` plugin in web/vite.config.ts), so components keep writing
 * `const { enqueueSnackbar } = useSnackbar()`. A toast asked for before notistack has arrived waits
 * in a queue and shows as soon as it has; notistack is fetched when the browser is idle after
 * the page has loaded, or at the first toast. Tests (vitest) use notistack itself.
 */

type Notistack = typeof import('notistack');
type Pending = { message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } };

let notistack: Promise<Notistack> | null = null;
let ready: Notistack | null = null;
let providerMounted = false;
let pending: Pending[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function load(): Promise<Notistack> {
  notistack ??= import('notistack').then((module) => {
    ready = module;
    for (const listener of listeners) listener();
    return module;
  });
  return notistack;
}

function flush(): void {
  if (!ready || !providerMounted) return;
  const queued = pending;
  pending = [];
  for (const { message, options } of queued) ready.enqueueSnackbar(message, options);
}

export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const withKey = { ...options, key: options.key ?? `toast-${++counter}` };
  if (ready && providerMounted) return ready.enqueueSnackbar(message, withKey);
  pending.push({ message, options: withKey });
  void load();
  return withKey.key;
}

export function closeSnackbar(key?: SnackbarKey): void {
  pending = key === undefined ? [] : pending.filter((toast) => toast.options.key !== key);
  if (ready && providerMounted) ready.closeSnackbar(key);
}

const toasts = { enqueueSnackbar, closeSnackbar } as ProviderContext;

/** notistack's hook, as components use it: the two functions, the same object every render. */
export function useSnackbar(): ProviderContext {
  return toasts;
}

/** Mounts notistack's provider (beside the page, not around it) once it has loaded; the page never waits for it. */
function LoadedProvider(props: Omit<SnackbarProviderProps, 'children'>) {
  useEffect(() => {
    providerMounted = true;
    flush();
    return () => {
      providerMounted = false;
    };
  }, []);
  const Provider = ready!.SnackbarProvider;
  return <Provider {...props} />;
}

export function SnackbarProvider({ children, ...props }: SnackbarProviderProps & { children?: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // A transition: mounting notistack's provider (and its styles) is no reason to block a tap.
    const show = () => startTransition(() => setLoaded(true));
    listeners.add(show);
    if (ready) show();
    // Fetch it once the page is up and the browser has nothing better to do (or at the first toast).
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void load(), { timeout: 4000 }) : setTimeout(() => void load(), 2000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      listeners.delete(show);
      window.removeEventListener('load', idle);
    };
  }, []);
  // A fragment keeps the page where it was when the provider joins it: no remount, nothing for hydration to compare.
  return (
    <>
      {children}
      {loaded && <LoadedProvider {...props} />}
    </>
  );
}
