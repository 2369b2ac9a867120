import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToastStore } from './toast-store.ts';

describe('toast store', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spec limits', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5_000);
  });

  it('adds an open toast with an id, content, defaults and a change handler', () => {
    const handle = store.toast({ title: 'Saved!', description: 'Your changes are stored.' });
    const [record] = store.getState().toasts;
    expect(store.getState().toasts).toHaveLength(1);
    expect(record).toMatchObject({
      id: handle.id,
      title: 'Saved!',
      description: 'Your changes are stored.',
      variant: 'default',
      duration: TOAST_DURATION_MS,
      open: true,
    });
    expect(typeof record!.onOpenChange).toBe('function');
  });

  it('holds one toast at a time: a second toast replaces the first', () => {
    const first = store.toast({ title: 'Edit Mode Enabled' });
    const second = store.toast({ title: 'Redirecting to Chat', variant: 'success' });
    expect(second.id).not.toBe(first.id);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Redirecting to Chat']);
    // Handles of the replaced toast are harmless no-ops.
    first.dismiss();
    first.update({ title: 'ignored' });
    expect(store.getState().toasts).toMatchObject([{ id: second.id, title: 'Redirecting to Chat', open: true }]);
  });

  it('dismiss closes the toast, then removes it after the removal delay', () => {
    const handle = store.toast({ title: 'Quote Submitted!' });
    handle.dismiss();
    expect(store.getState().toasts).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('onOpenChange(false) dismisses like dismiss()', () => {
    store.toast({ title: 'Saved!' });
    store.getState().toasts[0]!.onOpenChange(false);
    expect(store.getState().toasts[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it('dismissing twice schedules one removal, and a new toast cancels the old removal', () => {
    const first = store.toast({ title: 'One' });
    first.dismiss();
    first.dismiss();
    expect(vi.getTimerCount()).toBe(1);
    const second = store.toast({ title: 'Two' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toMatchObject([{ id: second.id, open: true }]);
  });

  it('dismiss() without an id closes the current toast', () => {
    store.toast({ title: 'Saved!' });
    store.dismiss();
    expect(store.getState().toasts[0]!.open).toBe(false);
  });

  it('update changes the content and keeps the id; undefined fields keep their value', () => {
    const handle = store.toast({ title: 'Saving…', description: 'One moment' });
    handle.update({ title: 'Saved!', description: undefined, variant: 'success' });
    expect(store.getState().toasts).toMatchObject([{ id: handle.id, title: 'Saved!', description: 'One moment', variant: 'success', open: true }]);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'A' });
    handle.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.toast({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('returns a stable snapshot between changes (useSyncExternalStore needs it)', () => {
    store.toast({ title: 'A' });
    expect(store.getState()).toBe(store.getState());
  });
});
