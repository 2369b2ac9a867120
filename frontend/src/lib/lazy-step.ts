import { lazy, type ComponentType, type RefObject, useEffect, useRef } from 'react';
import { loadOnUse } from './load-on-use.ts';

/**
 * A part of a page whose code loads only when the guest opens it (issue 27: the quote page's
 * booking, deposit and share steps): `Component` renders it under a Suspense boundary, `preload`
 * asks for its code earlier, on intent (`preloadOnIntent`), so opening it seldom waits. Once the
 * code is in, the component renders at once, fallback never shown: React.lazy is handed an
 * already-settled thenable, which it reads synchronously (a promise would suspend for a tick).
 */
export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  // Loaded once; a failed load (the network dropped) is asked for again next time.
  const preload = loadOnUse(() => load().then((component) => (loaded = component)));
  const Component = lazy(() => (loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component }))));
  return { Component, preload };
}

/** A thenable that calls back at once: what React.lazy needs to render loaded code without suspending. */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy reads one that calls back at once synchronously
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) };
  return thenable as unknown as Promise<T>;
}

/**
 * The handlers for the control that opens a lazy part: its code is asked for as the guest heads
 * for it (the pointer over it, a touch, or keyboard focus), before the click.
 */
export function preloadOnIntent(preload: () => Promise<unknown>) {
  const start = () => void preload().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
}

/**
 * Asks for a lazy part's code when the control that opens it is under the pointer or has the focus
 * as the page is handed to React: a page hydrated on intent (decisions 007, 093) takes over as the
 * guest heads somewhere, and the pointerenter or focus that would have asked came before React
 * listened. Once, as the control mounts; `preload` is read then.
 */
export function usePreloadIfHeadedFor(control: RefObject<HTMLElement | null>, preload: (() => Promise<unknown>) | undefined): void {
  const latest = useRef(preload);
  latest.current = preload;
  useEffect(() => {
    const element = control.current;
    if (element && (element.matches(':hover') || element === element.ownerDocument.activeElement)) void latest.current?.().catch(() => undefined);
  }, [control]);
}
