import { useId, useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { AdminGuestReview, GuestReviewStatus } from '#domain/content/guest-reviews.ts';
import { StarRating } from '../../../components/marketing/testimonial-cards.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { formatDateTime } from '../shared/format.ts';
import { useDecideGuestReview } from './guest-reviews-api.ts';

const DONE: Readonly<Record<Exclude<GuestReviewStatus, 'pending'>, { title: (name: string) => string; description: string }>> = {
  approved: { title: (name) => `Approved ${name}’s review`, description: 'The page is being rebuilt: it shows on /testimonials-faq within a few minutes.' },
  rejected: { title: (name) => `Rejected ${name}’s review`, description: 'It does not show on the site; you can still approve it from Rejected.' },
};

/**
 * One guest's review as staff judge it (decision 077): the name as typed and as the site would show
 * it, the stars, the text, the e-mail to reach them, whether their booking proved they sailed, and
 * Approve / Reject (on an approved review, Reject takes it off the site). A decision saves over the
 * version listed: when someone decided first, it says so and the lists are fetched again.
 */
export function GuestReviewCard({ review, onDecided }: { review: AdminGuestReview; onDecided: () => void }) {
  const headingId = useId();
  const decide = useDecideGuestReview();
  const [problem, setProblem] = useState<string | null>(null);
  const act = (status: 'approved' | 'rejected') => {
    setProblem(null);
    decide.mutate(
      { id: review.id, version: review.version, status },
      {
        onSuccess: () => {
          toast({ title: DONE[status].title(review.publicName), description: DONE[status].description, variant: 'success' });
          onDecided();
        },
        onError: (failure) => setProblem(apiProblem(failure).message),
      },
    );
  };
  return (
    <li className="admin-card admin-review">
      <article aria-labelledby={headingId}>
        <header className="admin-review__head">
          <h2 id={headingId} tabIndex={-1}>
            {review.name}
            <span className="admin-table__sub">Shows as “{review.publicName}”</span>
          </h2>
          <StarRating value={review.rating} best={5} />
        </header>
        <blockquote className="admin-review__text">{review.text}</blockquote>
        <dl className="admin-review__facts">
          <div>
            <dt>E-mail (not shown)</dt>
            <dd>
              <a href={`mailto:${review.email}`}>{review.email}</a>
            </dd>
          </div>
          <div>
            <dt>Written</dt>
            <dd>{formatDateTime(review.submittedAt)}</dd>
          </div>
          <div>
            <dt>Booking</dt>
            <dd>
              {review.verifiedGuest ? (
                <span className="admin-badge admin-badge--active">
                  <BadgeCheck aria-hidden="true" size={14} /> Verified guest
                </span>
              ) : (
                <span className="admin-badge admin-badge--muted">Not verified</span>
              )}{' '}
              {review.bookingReference ?? 'No reference given'}
            </dd>
          </div>
          {review.decidedBy && review.decidedAt && (
            <div>
              <dt>{review.status === 'approved' ? 'Approved' : review.status === 'rejected' ? 'Rejected' : 'Decided'}</dt>
              <dd>
                {formatDateTime(review.decidedAt)} by {review.decidedBy}
              </dd>
            </div>
          )}
        </dl>
        <div className="admin-review__actions">
          {review.status !== 'approved' && (
            <button type="button" className="button button--primary button--small" disabled={decide.isPending} onClick={() => act('approved')}>
              Approve<span className="visually-hidden"> {review.name}’s review</span>
            </button>
          )}
          {review.status !== 'rejected' && (
            <button type="button" className="button button--secondary button--small" disabled={decide.isPending} onClick={() => act('rejected')}>
              {review.status === 'approved' ? 'Take off the site' : 'Reject'}
              <span className="visually-hidden"> {review.name}’s review</span>
            </button>
          )}
        </div>
        {problem && (
          <p className="admin-alert admin-alert--error" role="alert">
            {problem}
          </p>
        )}
      </article>
    </li>
  );
}
