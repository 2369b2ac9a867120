import { calendarDateIn } from '#domain/shared/dates.ts';
import * as z from '#domain/shared/zod.ts';
import {
  adminContentBlocks,
  contentBlockDefinition,
  contentBlockSaveSchema,
  contentBlockTextProblem,
  isContentBlockKey,
  withContentBlockText,
  type AdminContentBlocksResponse,
} from '#domain/content/content-blocks.ts';
import { ContentBlocksChanged } from '#events/content.ts';
import { contentBlocksRepository } from '../../../adapters/dynamodb/content-blocks-repository.ts';
import { pendingEvent, publishPending } from '../../../adapters/eventbridge/publisher.ts';
import { ConflictError, HttpError, NotFoundError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { loadPricingContext } from '../../../app/pricing/pricing-context.ts';
import * as routes from '../../routes/content-staff.ts';

const params = z.object({ key: z.string().check(z.minLength(1), z.maxLength(80)) });

/** A well-formed save whose text the block refuses (a typed price, too long): 422 naming the field. */
class ContentBlockRefused extends HttpError {
  constructor(message: string) {
    super(422, 'CONTENT_BLOCK_REFUSED', message, { text: message });
  }
}

const staleVersion = () =>
  new ConflictError('CONTENT_BLOCKS_CHANGED', 'Someone else changed the page text after you opened it. Reload to see their version, then edit again.');

/**
 * PUT /api/admin/content-blocks/{key} `{ version, text }`: sets one block's text; the default text
 * resets it (only what differs from the defaults is stored). The text is checked against the
 * block's rules (422, nothing stored), the save is conditional on `version` (409 when someone
 * saved since) and stores ContentBlocksChanged with it (decision 017), which republishes the site.
 */
export const handler = signedInHandler(routes.putAdminContentBlock, { params, body: contentBlockSaveSchema }, async ({ input, principal, config, now }) => {
  const key = input.params.key;
  if (!isContentBlockKey(key)) throw new NotFoundError(`There is no content block ${key}.`, 'CONTENT_BLOCK_NOT_FOUND');
  const { text, version } = input.body;
  const problem = contentBlockTextProblem(key, text);
  if (problem) throw new ContentBlockRefused(problem);

  const repository = contentBlocksRepository(config);
  const current = await repository.get();
  if (version !== (current?.version ?? 0)) throw staleVersion();

  const overrides = withContentBlockText(current?.overrides ?? {}, key, text);
  const block = contentBlockDefinition(key);
  const event = pendingEvent(
    ContentBlocksChanged,
    { contentVersion: version + 1, updatedBy: principal.email, key, page: block.page, reset: text === block.defaultText },
    { now },
  );
  const outcome = await repository.save({ expectedVersion: version, overrides, at: now.toISOString(), by: principal.email }, event);
  if ('conflict' in outcome) throw staleVersion();
  await publishPending(config, [event]);
  const response: AdminContentBlocksResponse = adminContentBlocks(outcome.saved, (await loadPricingContext(config, calendarDateIn(now))).table);
  return json(200, response);
});
