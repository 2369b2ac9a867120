import type { ChatParams } from './content/types.ts';

/** `/chat` with the spec's query parameters ("Actions to /chat"), in a stable order. */
export function chatHref(params?: ChatParams): string {
  if (!params) return '/chat';
  const query = new URLSearchParams();
  for (const key of ['type', 'package', 'eventType', 'groupSize'] as const) {
    const value = (params as Partial<Record<typeof key, string | number>>)[key];
    if (value !== undefined) query.set(key, String(value));
  }
  return `/chat?${query.toString()}`;
}

/** The spec's preset group sizes for `eventType` links. */
export const CHAT_GROUP_SIZE_PRESETS = { private: 25, disco: 20, bachelor: 15, corporate: 30 } as const;
