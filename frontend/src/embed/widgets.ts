import { businessFacts } from '#domain/site/business.ts';

/** The widgets the embed entry serves, by path, with their titles. Other `/embed/` paths show a short note. */
export const EMBED_WIDGETS = { '/embed/quote': 'Get your instant quote' } as const;
export type WidgetPath = keyof typeof EMBED_WIDGETS;

export function widgetPathFor(pathname: string): WidgetPath | null {
  const trimmed = pathname.replace(/\/+$/, '');
  return Object.hasOwn(EMBED_WIDGETS, trimmed) ? (trimmed as WidgetPath) : null;
}

/** The frame's document title (screen readers announce it when they enter the frame). */
export function embedDocumentTitle(pathname: string): string {
  const path = widgetPathFor(pathname);
  return `${path ? EMBED_WIDGETS[path] : 'Widget not found'} | ${businessFacts.name}`;
}
