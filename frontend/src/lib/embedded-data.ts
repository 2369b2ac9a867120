/**
 * The data a page a function rendered was rendered from (decision 093), read once per id from its
 * JSON data block and kept: it describes the page as first served, which a later visit to the same
 * link in this tab finds in the query cache anyway. Null when the page has none (a prerendered
 * shell) or in the prerenderer, which has no document.
 */
const read = new Map<string, unknown>();

export function embeddedData<T>(id: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): T | null {
  if (!read.has(id)) {
    const text = doc?.getElementById(id)?.textContent;
    read.set(id, text ? (JSON.parse(text) as T) : null);
  }
  return read.get(id) as T | null;
}
