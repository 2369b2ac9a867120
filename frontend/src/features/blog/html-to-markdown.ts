/// <reference path="./turndown-plugin-gfm.d.ts" />
import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';

/**
 * The blog formatter (decision 030): HTML pasted from Google Docs or Word becomes clean
 * GitHub-flavoured Markdown (turndown with the GFM plugin), with headings renumbered from `##`
 * (the post's title is its page's h1) without skipped levels, links unwrapped from Google's
 * redirects, unsafe links dropped and pasted images left out: a post's photos come from the
 * media library.
 */

export interface FormattedPaste {
  markdown: string;
  /** The first heading's text, offered as the post's title (and taken out of the body). */
  title: string | null;
  /** How many pasted images were left out. */
  imagesRemoved: number;
  /** How many links were dropped (kept as text) because they were not http(s) or mailto. */
  linksRemoved: number;
}

/** Google Docs wraps every link in https://www.google.com/url?q=<the real one>&sa=...; Word's Safe Links likewise. */
export function unwrapRedirect(href: string): string {
  try {
    const url = new URL(href);
    if (/(^|\.)google\.[a-z.]+$/.test(url.hostname) && url.pathname === '/url') return url.searchParams.get('q') ?? url.searchParams.get('url') ?? href;
    if (url.hostname.endsWith('safelinks.protection.outlook.com')) return url.searchParams.get('url') ?? href;
    return href;
  } catch {
    return href;
  }
}

/** Renumbers ATX headings so the highest becomes `##` and no level is skipped (# then ### becomes ## then ###). */
export function fixHeadingLevels(markdown: string): string {
  const lines = markdown.split('\n');
  let inFence = false;
  const stack: number[] = [];
  return lines
    .map((line) => {
      if (/^(```|~~~)/.test(line)) inFence = !inFence;
      const match = inFence ? null : /^(#{1,6})\s+(.*)$/.exec(line);
      if (!match) return line;
      const level = match[1]!.length;
      while (stack.length > 0 && stack[stack.length - 1]! >= level) stack.pop();
      stack.push(level);
      return `${'#'.repeat(Math.min(6, stack.length + 1))} ${match[2]}`;
    })
    .join('\n');
}

function converter(counts: { images: number; links: number }): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', strongDelimiter: '**' });
  service.use(gfm);
  // Word's and Docs' clutter: styles, scripts, Office XML, comments.
  service.remove(['style', 'script', 'meta', 'title', 'link' as keyof HTMLElementTagNameMap]);
  service.addRule('pastedImages', {
    filter: ['img', 'picture', 'svg' as keyof HTMLElementTagNameMap],
    replacement: () => {
      counts.images += 1;
      return '';
    },
  });
  service.addRule('links', {
    filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
    replacement: (content, node) => {
      const text = content.trim();
      const href = unwrapRedirect((node as HTMLElement).getAttribute('href') ?? '').trim();
      if (!text) return '';
      if (!/^(https?:|mailto:|\/|#)/i.test(href)) {
        counts.links += 1;
        return text;
      }
      return `[${text}](${href.replace(/\)/g, '%29').replace(/ /g, '%20')})`;
    },
  });
  // Google Docs marks bold and italics with styled spans rather than <strong> and <em>.
  service.addRule('styledSpans', {
    filter: (node) => node.nodeName === 'SPAN' && /font-weight:\s*(700|bold)|font-style:\s*italic/.test((node as HTMLElement).getAttribute('style') ?? ''),
    replacement: (content, node) => {
      const style = (node as HTMLElement).getAttribute('style') ?? '';
      if (!content.trim()) return content;
      const bold = /font-weight:\s*(700|bold)/.test(style) ? '**' : '';
      const italic = /font-style:\s*italic/.test(style) ? '_' : '';
      return `${bold}${italic}${content}${italic}${bold}`;
    },
  });
  // Google Docs marks bold with <b style="font-weight:normal"> around the whole paste: not bold.
  service.addRule('docsWrapper', {
    filter: (node) => node.nodeName === 'B' && /font-weight:\s*normal/.test((node as HTMLElement).getAttribute('style') ?? ''),
    replacement: (content) => content,
  });
  return service;
}

/**
 * Outside code blocks: one space after a list marker, single spaces between words (a removed
 * image leaves two), and a table whose header row is empty (Docs and Word have no header cells)
 * takes its first row as the header.
 */
function tidy(markdown: string): string {
  let inFence = false;
  const lines = markdown.split('\n').map((line) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return line;
    return line.replace(/^(\s*)([-*]|\d+\.)\s{2,}/, '$1$2 ').replace(/(\S) {2,}(?=\S)/g, '$1 ');
  });
  return lines.join('\n').replace(/^\|(?:\s*\|)+\n(\|(?:\s*-+\s*\|)+)\n(\|.*\|)$/gm, '$2\n$1');
}

export function htmlToMarkdown(html: string): FormattedPaste {
  const counts = { images: 0, links: 0 };
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?o:p>/g, '');
  const converted = tidy(fixHeadingLevels(converter(counts).turndown(cleaned)))
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const heading = /^##\s+(.+)\n*/.exec(converted);
  const title = heading ? heading[1]!.replace(/[*_]/g, '').trim() : null;
  return {
    markdown: heading ? fixHeadingLevels(converted.slice(heading[0].length)) : converted,
    title,
    imagesRemoved: counts.images,
    linksRemoved: counts.links,
  };
}
