import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GUEST_REVIEW_STATUSES, type GuestReviewStatus } from '#domain/content/guest-reviews.ts';
import { Loaded } from '../../admin/kit/list-and-form.tsx';
import { GuestReviewCard } from '../../features/back-office/content/guest-review-card.tsx';
import { useGuestReviews } from '../../features/back-office/content/guest-reviews-api.ts';
import { plural } from '../../features/back-office/shared/format.ts';

const LABELS: Readonly<Record<GuestReviewStatus, string>> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

const EMPTY: Readonly<Record<GuestReviewStatus, string>> = {
  pending: 'No review is waiting. New ones appear here as guests send them.',
  approved: 'No review is approved yet: the page shows the business’s own testimonials alone.',
  rejected: 'No review has been rejected.',
};

function statusFrom(search: URLSearchParams): GuestReviewStatus {
  const asked = search.get('status');
  return GUEST_REVIEW_STATUSES.find((status) => status === asked) ?? 'pending';
}

/**
 * /admin/reviews (issue 29, decision 077): the reviews guests write on /testimonials-faq, those
 * waiting first, newest first in each list. Nothing shows on the site until staff approve it;
 * approving, or taking an approved review off, rebuilds the page. The list is in the address
 * (`?status=`), so a reload or a shared link opens the same one.
 */
export default function GuestReviewsPage() {
  const [search] = useSearchParams();
  const status = statusFrom(search);
  const reviews = useGuestReviews(status);
  // A decided review leaves its list: focus goes to the one that takes its place (or the heading),
  // never back to the top of the page, so a keyboard user works down the list.
  const [decided, setDecided] = useState<{ id: string; index: number } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = reviews.data?.reviews;
  useEffect(() => {
    if (!decided || !shown || shown.some((review) => review.id === decided.id)) return;
    const headings = list.current?.querySelectorAll<HTMLElement>('article h2');
    const next = headings?.[Math.min(decided.index, headings.length - 1)];
    (next ?? heading.current)?.focus();
    setDecided(null);
  }, [decided, shown]);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 ref={heading} tabIndex={-1}>
          Guest reviews
        </h1>
      </header>
      <p className="admin-page__lead">
        Reviews guests write on the Reviews &amp; FAQ page, often from the thank-you e-mail the day after their cruise. None shows until you approve it;
        approving one, or taking an approved one off, rebuilds the page within a few minutes. The site shows the first name and last initial, never the e-mail.
        “Verified guest”: the booking reference and e-mail matched a cruise that had sailed.
      </p>
      <nav className="admin-review-lists" aria-label="Reviews by status">
        <ul>
          {GUEST_REVIEW_STATUSES.map((each) => (
            <li key={each}>
              <Link to={`?status=${each}`} aria-current={each === status ? 'page' : undefined} className="button button--small button--secondary">
                {LABELS[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="admin-results" role="status" aria-live="polite">
        {reviews.data ? `${plural(reviews.data.reviews.length, 'review')} ${LABELS[status].toLowerCase()}` : ''}
      </p>
      <Loaded query={reviews} loading="Loading the reviews..." what="the reviews">
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="admin-empty">{EMPTY[status]}</p>
          ) : (
            <ul ref={list} className="admin-reviews" aria-label={`${LABELS[status]} reviews, newest first`}>
              {data.reviews.map((review, index) => (
                <GuestReviewCard key={`${review.id}@${review.version}`} review={review} onDecided={() => setDecided({ id: review.id, index })} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
