/**
 * Putting a media library photo into a post's Markdown: `![alt](media:<id>)` at the writer's
 * cursor (replacing any selection), as staff would type it by hand (decision 030).
 */

export interface InsertedText {
  text: string;
  /** Where the cursor goes: just after the inserted text, so writing carries on after the photo. */
  cursor: number;
}

/**
 * The Markdown for a library photo. The rendered page takes its alt text from the library, not
 * from this; it is here so the writer can read which photo it is. Brackets become parentheses
 * and line breaks spaces: the save check (domain/content/post-images.ts) reads at most one level of
 * brackets, and a `]` or a blank line would end the image early.
 */
export function imageMarkdown(photo: { id: string; alt: string }): string {
  const alt = photo.alt.replace(/\\/g, '/').replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim();
  return `![${alt}](media:${photo.id})`;
}

/** `insertion` in place of text[start, end); out-of-range or reversed positions are clamped and ordered. */
export function insertAtCursor(text: string, start: number, end: number, insertion: string): InsertedText {
  const clamp = (at: number) => Math.min(Math.max(0, Number.isFinite(at) ? Math.trunc(at) : text.length), text.length);
  const from = Math.min(clamp(start), clamp(end));
  const to = Math.max(clamp(start), clamp(end));
  return { text: text.slice(0, from) + insertion + text.slice(to), cursor: from + insertion.length };
}
