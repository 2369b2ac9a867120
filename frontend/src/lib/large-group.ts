import { PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { businessFacts } from '#domain/site/business.ts';

/** What a group bigger than the biggest boat is told wherever it gives its size (the chat, /book): call, and we plan it. */
export const LARGE_GROUP_ADVICE = `Our biggest boat takes ${PRIVATE_MAX_GUESTS} guests. For a bigger group, call us at ${businessFacts.phone.display} and we will plan it with you.`;
