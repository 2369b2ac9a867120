import { BellRing, Printer } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffManifest, WaiverRemindersResponse } from '#domain/portal/manifest.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { formatDateTime, plural, quoteLink } from '../shared/format.ts';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import { CheckInList } from './check-in-list.tsx';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { portalStaffRoutes } from '#contracts/routes/portal-staff.ts';
import { roleMayUse, STAFF_ROLE_LABELS, type StaffRole } from '#domain/people/staff-roles.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { formatMoney } from '#domain/shared/money.ts';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import { useBookingManifest, useCrewChoices, useSaveCrew, useSendWaiverReminders } from './manifest-api.ts';
import '../../../styles/manifest.css';

// Staff's manifest of one cruise (decision 023): the check-in list, the waiver link, and "who has
// not signed" with the reminder button. After a press the card says who was e-mailed and when
// (and each row shows its last reminder), so nobody presses it again wondering if it worked.

function ReminderButton({ manifest }: { manifest: StaffManifest }) {
  const send = useSendWaiverReminders(manifest.bookingId);
  const [sent, setSent] = useState<WaiverRemindersResponse | null>(null);
  const press = async () => {
    if (send.isPending) return;
    try {
      const answer = await send.mutateAsync();
      setSent(answer);
      toast({ title: 'Reminders sent', description: `${plural(answer.reminded.length, 'guest')} e-mailed the waiver link.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'No reminder was sent', description: apiProblem(failure).message, variant: 'error' });
    }
  };
  return (
    <div className="manifest-remind no-print">
      {manifest.notSignedCount > 0 && (
        <button type="button" className="button" onClick={() => void press()} disabled={send.isPending}>
          <BellRing size={18} aria-hidden="true" />{' '}
          {send.isPending
            ? 'Sending reminders...'
            : `Remind the ${plural(manifest.notSignedCount, 'guest')} who ${manifest.notSignedCount === 1 ? 'has' : 'have'} not signed`}
        </button>
      )}
      <p role="status" className="manifest-remind__status">
        {sent ? `Reminder e-mailed on ${formatDateTime(sent.remindedAt)} to ${sent.reminded.join(', ')}.` : ''}
      </p>
    </div>
  );
}

function CrewEditor({ manifest, onDone }: { manifest: StaffManifest; onDone: () => void }) {
  const id = useId();
  const choices = useCrewChoices();
  const save = useSaveCrew(manifest.bookingId);
  const [captain, setCaptain] = useState(manifest.crew.captain ?? '');
  const [deckhands, setDeckhands] = useState(manifest.crew.deckhands.join(', '));
  const [errors, setErrors] = useState<{ captain?: string; deckhands?: string; form?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = deckhands
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    save.mutate(
      { captain: captain || null, deckhands: names },
      {
        onSuccess: () => {
          toast({ title: `Crew saved for ${manifest.trip.reference}`, variant: 'success' });
          onDone();
        },
        onError: (failure) => {
          const problem = apiProblem(failure);
          const fields = { captain: problem.fields['captain'], deckhands: problem.fields['deckhands'] };
          setErrors(fields.captain || fields.deckhands ? fields : { form: problem.message });
        },
      },
    );
  };
  return (
    <form className="manifest-crew__form no-print" onSubmit={submit} noValidate aria-busy={save.isPending} aria-label={`Crew for ${manifest.trip.reference}`}>
      {errors.form && (
        <p className="admin-alert admin-alert--error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-captain`}>Captain</label>
        <select
          id={`${id}-captain`}
          value={captain}
          onChange={(event) => setCaptain(event.target.value)}
          aria-invalid={Boolean(errors.captain)}
          aria-describedby={errors.captain ? `${id}-captain-error` : undefined}
        >
          <option value="">Not named yet</option>
          {(choices.data?.members ?? []).map((member) => (
            <option key={member.email} value={member.email}>
              {member.email} ({STAFF_ROLE_LABELS[member.role]})
            </option>
          ))}
          {captain && !choices.data?.members.some((member) => member.email === captain) && <option value={captain}>{captain}</option>}
        </select>
        <FieldError id={`${id}-captain-error`} message={errors.captain} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-deckhands`}>Deckhands</label>
        <input
          id={`${id}-deckhands`}
          value={deckhands}
          onChange={(event) => setDeckhands(event.target.value)}
          aria-invalid={Boolean(errors.deckhands)}
          aria-describedby={describedBy(`${id}-deckhands-hint`, errors.deckhands && `${id}-deckhands-error`)}
        />
        <p id={`${id}-deckhands-hint`} className="field__hint">
          Names, separated by commas.
        </p>
        <FieldError id={`${id}-deckhands-error`} message={errors.deckhands} />
      </div>
      <div className="admin-editor__actions">
        <button type="submit" className="button button--small button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save crew'}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Who sails the cruise, and (for the office) the way to change it. */
function CrewLine({ manifest, email, canChange }: { manifest: StaffManifest; email: string | undefined; canChange: boolean }) {
  const [editing, setEditing] = useState(false);
  const { captain, deckhands } = manifest.crew;
  const yours = captain !== null && captain === email?.toLowerCase();
  return (
    <div className="manifest-crew">
      <p className="manifest-crew__line">
        {captain ? (
          <>
            Captain: <strong>{captain}</strong>
            {yours && <span className="manifest-crew__yours"> (you)</span>}
          </>
        ) : (
          'No captain named yet'
        )}
        {deckhands.length > 0 && <> · Deckhands: {deckhands.join(', ')}</>}
        {canChange && !editing && (
          <>
            {' '}
            <button type="button" className="button button--small button--secondary no-print" onClick={() => setEditing(true)}>
              Change crew<span className="visually-hidden"> for {manifest.trip.reference}</span>
            </button>
          </>
        )}
      </p>
      {editing && <CrewEditor manifest={manifest} onDone={() => setEditing(false)} />}
    </div>
  );
}

/** One cruise's manifest as a card: for the day's page (with a link to the booking) and the booking's page. */
export function StaffManifestCard({
  manifest,
  headingLevel,
  linkToBooking,
  role,
  email,
}: {
  manifest: StaffManifest;
  headingLevel: 'h2' | 'h3';
  linkToBooking: boolean;
  /** The signed-in member's role (decision 075): a captain ticks guests on board, and neither opens the booking nor e-mails the guests. */
  role: StaffRole | null | undefined;
  /** The signed-in member's e-mail: their own cruises say so. */
  email?: string | undefined;
}) {
  const Heading = headingLevel;
  const { trip } = manifest;
  const canOpenBooking = roleMayUse(role, bookingStaffRoutes.getAdminBooking.roles);
  return (
    <section className="manifest-card" aria-labelledby={`manifest-${manifest.bookingId}`}>
      <Heading id={`manifest-${manifest.bookingId}`} className="manifest-card__title">
        {trip.slotLabel}, {trip.boatName}: {manifest.leadGuestName}'s group
      </Heading>
      <p className="manifest-card__meta">
        {linkToBooking && canOpenBooking ? <Link to={`/admin/bookings/${manifest.bookingId}`}>{trip.reference}</Link> : trip.reference} · {trip.packageName} ·{' '}
        {plural(trip.groupSize, 'guest')} booked ·{' '}
        {manifest.requiresTwentyOne ? (trip.kind === 'disco' ? '21+ (disco cruise)' : '21+ (alcohol on board)') : 'All ages (no alcohol on board)'}
      </p>
      <p className="manifest-card__counts">
        <strong>{manifest.signedCount}</strong> signed, <strong>{manifest.notSignedCount}</strong> invited and not signed
        {manifest.checkInOpen && (
          <>
            , <strong>{manifest.onBoardCount}</strong> on board
          </>
        )}
      </p>
      <CrewLine manifest={manifest} email={email} canChange={roleMayUse(role, portalStaffRoutes.putAdminCruiseCrew.roles)} />
      <p className="manifest-card__owed">{manifest.owed > 0 ? <strong>Balance still owed: {formatMoney(manifest.owed)}</strong> : 'Paid in full'}</p>
      <CheckInList manifest={manifest} canTick={roleMayUse(role, portalStaffRoutes.markAdminGuestOnBoard.roles)} />
      {roleMayUse(role, portalStaffRoutes.remindAdminManifest.roles) && <ReminderButton manifest={manifest} />}
      <div className="no-print">
        <CopyLinkField url={quoteLink(manifest.waiverPath)} label={`Waiver link for ${trip.reference}`} />
      </div>
    </section>
  );
}

/** The manifest section of /admin/bookings/:id. */
export function BookingManifestSection({ bookingId, role, email }: { bookingId: string; role: StaffRole | null | undefined; email?: string | undefined }) {
  const query = useBookingManifest(bookingId);
  return (
    <section className="admin-section check-in-print" aria-labelledby={`${bookingId}-manifest`}>
      <div className="manifest-section__header">
        <h2 id={`${bookingId}-manifest`}>Guests and waivers</h2>
        <button type="button" className="button button--small no-print" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" /> Print check-in list
        </button>
      </div>
      {query.isPending ? (
        <Spinner label="Loading the guest list..." />
      ) : query.isError ? (
        <LoadError what="the guest list" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <StaffManifestCard manifest={query.data.manifest} headingLevel="h3" linkToBooking={false} role={role} email={email} />
      )}
    </section>
  );
}
