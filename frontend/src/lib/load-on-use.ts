/**
 * A module a page needs only once the visitor acts (a form's schema, checked on submit): imported
 * on first use, not with the page, so the page does not build what a reader never uses (issue 27).
 * The import is kept once it arrives; a failed one (the network dropped) is tried again next time.
 * Call it on intent too (the form's first focus) so the submit seldom waits.
 */
export function loadOnUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
