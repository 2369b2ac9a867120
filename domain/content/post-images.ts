import { mediaIdOf } from './blog.ts';

/**
 * The images a post's Markdown asks for, found without a Markdown parser: saving a post runs in a
 * Lambda whose bundle budget (decision 015) has no room for one. The scan is conservative: it
 * also finds image syntax inside code, so it may refuse a post a parser would accept, never the
 * reverse. The renderer (frontend/src/blog/post-markdown.ts) drops any outside image whatever this finds.
 */

/** What the renderer needs of a media library asset (a MediaAsset from the media contract fits). */
export interface PostImage {
  id: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
  variants: readonly { format: 'webp' | 'jpeg'; width: number; path: string }[];
}

export interface ImageReferences {
  /** Media library ids, in order of appearance, once each. */
  mediaIds: string[];
  /** Image addresses that are not `media:<id>` (another host, a relative path, a raw `<img>`). */
  refused: string[];
}

// `![alt](<url> "title")` or `![alt](url "title")`; the alt may hold one level of brackets.
const INLINE_IMAGE = /!\[(?:[^\][]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
// `![alt][label]`, `![label][]` and `![label]`, resolved through `[label]: url` definitions.
const REFERENCE_IMAGE = /!\[((?:[^\][]|\[[^\]]*\])*)\](?:\[([^\]]*)\])?/g;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/gm;
const RAW_IMAGE = /<(img|picture|source|image|svg)\b[^>]*>?/gi;

const label = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function imageReferences(markdown: string): ImageReferences {
  const definitions = new Map<string, string>();
  for (const match of markdown.matchAll(DEFINITION)) definitions.set(label(match[1]!), match[2]!.replace(/^<|>$/g, ''));
  const urls: { at: number; url: string }[] = [];
  for (const match of markdown.matchAll(INLINE_IMAGE)) urls.push({ at: match.index, url: match[1]!.replace(/^<|>$/g, '') });
  const inline = new Set(urls.map((found) => found.at));
  for (const match of markdown.matchAll(REFERENCE_IMAGE)) {
    if (inline.has(match.index)) continue;
    const url = definitions.get(label(match[2] || match[1]!));
    if (url !== undefined) urls.push({ at: match.index, url });
  }
  const refused: string[] = [];
  for (const match of markdown.matchAll(RAW_IMAGE)) urls.push({ at: match.index, url: match[0].slice(0, 120) });
  const mediaIds = new Set<string>();
  for (const { url } of urls.sort((a, b) => a.at - b.at)) {
    const id = url.startsWith('<') ? null : mediaIdOf(url);
    if (id) mediaIds.add(id);
    else refused.push(url);
  }
  return { mediaIds: [...mediaIds], refused };
}
