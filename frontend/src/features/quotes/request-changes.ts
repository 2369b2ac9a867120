import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { chatHref } from '../../site/chat-link.ts';

/**
 * `/chat` set up for this quote's choices, with the spec's entry parameters ("Actions to /chat"):
 * the cruise and package (`type` + `package`) and the kind of cruise and group size (`eventType` +
 * `groupSize`). The chat also keeps the guest's own conversation in their browser. The quote's
 * token is not passed: the chat does not open quotes, and the link is shared with the group.
 */
export function requestChangesHref(selection: QuoteSelection): string {
  const params =
    selection.kind === 'private'
      ? { type: 'private-cruise' as const, package: selection.packageType, eventType: 'private' as const, groupSize: selection.groupSize }
      : { type: 'disco-cruise' as const, package: selection.discoPackage, eventType: 'disco' as const, groupSize: selection.groupSize };
  // Both pairs in one link: chatHref writes every parameter it is given, in its stable order.
  return chatHref(params);
}
