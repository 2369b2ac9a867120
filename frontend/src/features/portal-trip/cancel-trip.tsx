import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TripView } from '#domain/portal/trip.ts';
import { cancelTrip, refusalOf, tripPaths, tripQueryKey } from './api.ts';
import { cancelOutcomeWords, cancelPreviewWords, cancelProgressWords } from './trip-copy.ts';

// Cancelling the trip (decision 024): the refund the accepted terms give is said before the guest
// confirms, and the server refuses if it is no longer that refund (the page then shows the new one).

export function CancelTrip({ trip }: { trip: TripView }) {
  const ids = { reason: useId(), error: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const preview = trip.cancel.preview;

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  if (!trip.cancel.allowed || !preview) {
    return (
      <p className="portal-trip__notice">
        {trip.cancel.allowed ? 'This trip cannot be cancelled online.' : trip.cancel.message} Questions? Call us at{' '}
        <a href={trip.phone.href}>{trip.phone.display}</a>.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const outcome = await cancelTrip(trip.id, { expectedRefund: preview.refund, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      queryClient.setQueryData(tripQueryKey(trip.id), { trip: outcome.trip });
      navigate(tripPaths.trip(trip.id), { state: { notice: cancelOutcomeWords(outcome.refund) } });
    } catch (failure) {
      setError(refusalOf(failure, 'We could not cancel your trip just now. Nothing has changed; try again in a moment.').message);
      // The refund may have changed (the free-cancellation date passed): show the trip as it is now.
      void queryClient.invalidateQueries({ queryKey: tripQueryKey(trip.id) });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="portal-trip__notice">
        <strong>{cancelPreviewWords(preview)}</strong>
      </p>
      <p>Your terms: {preview.terms}</p>
      {error && (
        <div className="form-alert" role="alert" id={ids.error} tabIndex={-1} ref={errorRef}>
          <p>{error}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.reason}>Why are you cancelling? (optional)</label>
        <textarea id={ids.reason} rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      {/* Several payments are refunded one by one to their own cards: the guest is told it is under way. */}
      <p role="status">{busy ? cancelProgressWords(preview.withinTerms && preview.refund > 0 ? trip.payments.length : 0) : ''}</p>
      <div className="portal-trip__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel my trip'}
        </button>
        <Link className="button button--secondary" to={tripPaths.trip(trip.id)}>
          Keep my trip
        </Link>
      </div>
    </form>
  );
}
