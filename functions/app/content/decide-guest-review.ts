import type { GuestReview, GuestReviewDecision } from '#domain/content/guest-reviews.ts';
import { GuestReviewsChanged } from '#events/content.ts';
import type { Config } from '../../platform/config.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { guestReviewsRepository } from '../../adapters/dynamodb/guest-reviews-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';

/**
 * Staff approve a guest's review or reject it (un-approving is rejecting), over the version they
 * loaded (decision 077). A decision that changes what the site shows (to approved, or away from it)
 * is stored with GuestReviewsChanged, which republishes the site (decision 017); deciding what is
 * already decided changes nothing.
 */
export async function decideGuestReview(
  config: Config,
  id: string,
  decision: Required<GuestReviewDecision>,
  by: string,
  now: Date,
): Promise<Outcome<GuestReview, 'REVIEW_NOT_FOUND' | 'REVIEW_CHANGED'>> {
  const repository = guestReviewsRepository(config);
  const current = await repository.get(id);
  if (!current) return refused('REVIEW_NOT_FOUND', 'There is no such review.');
  const stale = (latest: GuestReview) =>
    refused('REVIEW_CHANGED', `${latest.decidedBy ?? 'Someone'} decided on this review after you opened it. Reload to see where it stands.`);
  if (decision.version !== current.version) return stale(current);
  if (decision.status === current.status) return done(current);
  const event =
    current.status === 'approved' || decision.status === 'approved'
      ? pendingEvent(GuestReviewsChanged, { reviewId: current.id, status: decision.status, updatedBy: by }, { now })
      : null;
  const result = await repository.decide(current, { status: decision.status, by, at: now.toISOString() }, event);
  if (result.outcome === 'stale') return stale((await repository.get(id)) ?? current);
  if (event) await publishPending(config, [event]);
  return done(result.review);
}
