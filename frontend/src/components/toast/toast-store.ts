import { useSyncExternalStore } from 'react';

// The toast store (spec: at most one toast; a dismissed toast is removed 1,000,000 ms later).
// A tiny external store read with useSyncExternalStore: `toast()` can be called from anywhere
// (event handlers, effects, plain modules) and every `useToast()` / `<Toaster />` sees the same state.

/** How many toasts the store keeps: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a dismissed (closed) toast stays in the store before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays open unless the pointer or focus is on it. */
export const TOAST_DURATION_MS = 5_000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  toasts: readonly ToastRecord[];
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
}

export interface ToastStore {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
  update: (id: string, changes: Partial<ToastOptions>) => void;
  remove: (id?: string) => void;
}

const EMPTY_STATE: ToastState = { toasts: [] };

export function createToastStore(): ToastStore {
  let state: ToastState = EMPTY_STATE;
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const setState = (next: ToastState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const cancelRemoval = (id: string) => {
    const timer = removalTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    removalTimers.delete(id);
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        remove(id);
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const remove = (id?: string) => {
    if (id === undefined) {
      for (const toastId of [...removalTimers.keys()]) cancelRemoval(toastId);
      setState(EMPTY_STATE);
      return;
    }
    cancelRemoval(id);
    if (!state.toasts.some((t) => t.id === id)) return;
    setState({ toasts: state.toasts.filter((t) => t.id !== id) });
  };

  const dismiss = (id?: string) => {
    const targets = state.toasts.filter((t) => (id === undefined || t.id === id) && t.open);
    if (targets.length === 0) return;
    for (const t of targets) scheduleRemoval(t.id);
    setState({ toasts: state.toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)) });
  };

  const update = (id: string, changes: Partial<ToastOptions>) => {
    if (!state.toasts.some((t) => t.id === id)) return;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...defined } : t)) });
  };

  const toast = (options: ToastOptions): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    const record: ToastRecord = {
      id,
      title: options.title,
      ...(options.description !== undefined ? { description: options.description } : {}),
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DURATION_MS,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss(id);
      },
    };
    const kept = [record, ...state.toasts].slice(0, TOAST_LIMIT);
    // Toasts pushed out by the limit are gone: drop their pending removals too.
    for (const old of state.toasts) if (!kept.includes(old)) cancelRemoval(old.id);
    setState({ toasts: kept });
    return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
    update,
    remove,
  };
}

/** The app's one toast store. */
export const toastStore = createToastStore();

/** Show a toast (replacing the current one). Returns its id and handles to dismiss or update it. */
export function toast(options: ToastOptions): ToastHandle {
  return toastStore.toast(options);
}

const getServerSnapshot = () => EMPTY_STATE;

export interface UseToastResult extends ToastState {
  toast: typeof toast;
  dismiss: (id?: string) => void;
}

/** The current toasts (at most one) plus `toast` and `dismiss`. */
export function useToast(store: ToastStore = toastStore): UseToastResult {
  const state = useSyncExternalStore(store.subscribe, store.getState, getServerSnapshot);
  return { ...state, toast: store.toast, dismiss: store.dismiss };
}
