import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { isAnswering, NOT_ANSWERING, onConnectionChange, problem, type Problem } from './client';

/** What every screen needs to know about the session: how to report that it ended. */
export const SessionContext = createContext<{ onSessionEnded: (message: string) => void }>({
  onSessionEnded: () => {},
});

type UrqlError = Parameters<typeof problem>[0];

/**
 * The problem of a query's result; an UNAUTHENTICATED answer means the session ended (sign-out
 * elsewhere, a revoked key, expiry), which returns the console to the sign-in form.
 */
export function useLoadProblem(error: UrqlError): Problem | undefined {
  const { onSessionEnded } = useContext(SessionContext);
  const p = problem(error);
  useEffect(() => {
    if (p?.code === 'UNAUTHENTICATED') onSessionEnded(p.message);
  }, [p?.code]);
  return p;
}

/** Whether mapgate answers now (false from a request that got no answer until it answers again). */
export const useAnswering = () => useSyncExternalStore(onConnectionChange, isAnswering);

/**
 * Said at the top of every screen while mapgate does not answer (a restart, a network break): the console
 * keeps trying, and reads everything on screen again once it answers.
 */
export function ConnectionNotice() {
  const answering = useAnswering();
  return (
    <p className={answering ? 'sr-only' : 'notice connection'} role="status" aria-label="connection">
      {answering ? '' : `${NOT_ANSWERING}…`}
    </p>
  );
}

/**
 * The server's own words for a refused action or a failed load. "Not answering" is said while it lasts
 * and goes once mapgate answers again.
 */
export function Refusal({ problem: p }: { problem?: Problem }) {
  const answering = useAnswering();
  if (!p || (p.code === 'NETWORK' && answering)) return null;
  return (
    <p className="error" role="alert">
      {p.message}
    </p>
  );
}

/**
 * A screen loaded when first shown, as a chunk of its own: `lazyScreen(() => import('./screens/Roles'),
 * 'Roles')` stands for the module's `Roles` component. Shown inside a `<Screen>`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/** A screen's code that could not be loaded (mapgate not answering): said in words, with a way to try again. */
class ScreenLoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="error" role="alert">
        This screen could not be loaded: mapgate is not answering.{' '}
        <button type="button" onClick={() => location.reload()}>
          Try again
        </button>
      </p>
    );
  }
}

/** Where lazily loaded screens (`lazyScreen`) are shown: "Loading…" while their code arrives. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <ScreenLoadFailed>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ScreenLoadFailed>
  );
}

export function Loading({ what = '' }: { what?: string }) {
  return (
    <p className="busy" role="status">
      Loading{what ? ` ${what}` : ''}…
    </p>
  );
}

/** Tables scroll sideways on a narrow window instead of squeezing their columns. */
export function TableWrap({ children }: { children: ReactNode }) {
  return <div className="table-wrap">{children}</div>;
}

/**
 * A destructive action behind an in-page confirmation: the first press asks, naming what will happen;
 * focus moves to the confirming button, and Cancel (or Escape) puts it back.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel = 'Confirm',
  onConfirm,
  busy,
  ariaLabel,
}: {
  label: string;
  question: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
  ariaLabel?: string;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const cancel = () => {
    setAsking(false);
    setTimeout(() => openerRef.current?.focus());
  };
  if (!asking)
    return (
      <button type="button" ref={openerRef} aria-label={ariaLabel} disabled={busy} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span
      className="confirm"
      role="group"
      aria-label={question}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancel();
      }}
    >
      <span>{question}</span>{' '}
      <button
        type="button"
        ref={confirmRef}
        className="danger"
        onClick={async () => {
          setAsking(false);
          await onConfirm();
        }}
      >
        {confirmLabel}
      </button>{' '}
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </span>
  );
}

/** A date as the reader's locale writes it, or a dash. */
export const when = (iso?: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Bytes for people: 1.5 MiB. */
export function bytes(n: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i ? v.toFixed(1) : v} ${units[i]}`;
}
