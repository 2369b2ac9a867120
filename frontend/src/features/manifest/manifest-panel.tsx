import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatInstant } from '#domain/shared/dates.ts';
import type { InvitationsResponse, ManifestView } from '#domain/portal/manifest.ts';
import { invitationsRequestSchema } from '#domain/portal/manifest-schemas.ts';
import { CopyLinkField } from '../../components/copy-link-field.tsx';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useInviteGuests, useOrganiserManifest, useSetAlcoholOnBoard } from './organiser-api.ts';
import { useAbsoluteUrl } from '../../lib/absolute-url.ts';
import '../../styles/manifest.css';

// The organiser's guest list (decision 023): the group's waiver link to share, invitations by
// e-mail, who has signed and who has not, and (on a private cruise) whether alcohol is on board,
// which decides whether guests under 21 may come. Mounted on the trip page and on its own page.

const refusal = (failure: unknown, fallback: string) => (failure instanceof ApiError ? (failure.details?.message ?? fallback) : fallback);

/** Addresses as a person pastes them: one a line, or separated by commas, semicolons or spaces. */
export function addressesIn(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

function InviteForm({ bookingId }: { bookingId: string }) {
  const id = useId();
  const invite = useInviteGuests(bookingId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InvitationsResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const emails = addressesIn(text);
    const parsed = invitationsRequestSchema.safeParse({ emails });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[1];
      setError(typeof index === 'number' ? `${emails[index]}: ${issue?.message}` : (issue?.message ?? 'Enter the guests’ e-mail addresses.'));
      return;
    }
    setError(null);
    try {
      const answer = await invite.mutateAsync(parsed.data.emails);
      setResult(answer);
      setText('');
    } catch (failure) {
      setError(refusal(failure, 'We could not send the invitations just now. Try again in a moment: what you typed is still here.'));
    }
  };

  const summary = result
    ? [
        result.invited.length > 0 ? `Invited ${result.invited.join(', ')}: each gets an e-mail with the link.` : '',
        result.alreadyInvited.length > 0 ? `Invited before: ${result.alreadyInvited.join(', ')}.` : '',
        result.alreadySigned.length > 0 ? `Signed already: ${result.alreadySigned.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Invite guests by e-mail</h3>
      <div className="field">
        <label htmlFor={`${id}-emails`}>Guests’ e-mail addresses</label>
        <p className="field__hint" id={`${id}-hint`}>
          One a line, or separated by commas. Each guest gets the link to sign.
        </p>
        <textarea
          id={`${id}-emails`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
          aria-invalid={error ? true : undefined}
        />
        <FieldError id={`${id}-error`} message={error} alert />
      </div>
      <div>
        <button type="submit" className="button button--sun" disabled={invite.isPending}>
          <Send size={18} aria-hidden="true" /> {invite.isPending ? 'Sending invitations...' : 'Send invitations'}
        </button>
      </div>
      <p role="status" className="manifest-remind__status">
        {summary}
      </p>
    </form>
  );
}

function AlcoholSetting({ manifest }: { manifest: ManifestView }) {
  const id = useId();
  const save = useSetAlcoholOnBoard(manifest.bookingId);
  const [error, setError] = useState<string | null>(null);
  if (!manifest.alcoholSettable) {
    return <p>The ATX Disco Cruise is for guests 21 and over: every guest gives their date of birth when they sign.</p>;
  }
  const choose = async (alcoholOnBoard: boolean) => {
    if (save.isPending || alcoholOnBoard === manifest.alcoholOnBoard) return;
    setError(null);
    try {
      await save.mutateAsync(alcoholOnBoard);
    } catch (failure) {
      setError(refusal(failure, 'We could not save that just now. Try again in a moment.'));
    }
  };
  return (
    <fieldset className="manifest-alcohol" aria-describedby={`${id}-note`}>
      <legend>Will there be alcohol on board?</legend>
      <p className="field__hint" id={`${id}-note`}>
        Cruises are bring-your-own. With alcohol on board, guests must be 21 or over and give their date of birth when they sign.
      </p>
      <div className="waiver-check">
        <input
          id={`${id}-yes`}
          type="radio"
          name={`${id}-alcohol`}
          checked={manifest.alcoholOnBoard}
          disabled={save.isPending}
          onChange={() => void choose(true)}
        />
        <label htmlFor={`${id}-yes`}>Yes: guests 21 and over only</label>
      </div>
      <div className="waiver-check">
        <input
          id={`${id}-no`}
          type="radio"
          name={`${id}-alcohol`}
          checked={!manifest.alcoholOnBoard}
          disabled={save.isPending}
          onChange={() => void choose(false)}
        />
        <label htmlFor={`${id}-no`}>No alcohol: guests of any age</label>
      </div>
      <FieldError id={`${id}-error`} message={error} alert />
    </fieldset>
  );
}

function GuestLists({ manifest }: { manifest: ManifestView }) {
  return (
    <>
      <section aria-labelledby="manifest-signed">
        <h3 id="manifest-signed">Signed ({manifest.signed.length})</h3>
        {manifest.signed.length === 0 ? (
          <p>Nobody has signed yet.</p>
        ) : (
          <ul className="manifest-panel__list">
            {manifest.signed.map((guest) => (
              <li key={`${guest.name}-${guest.signedAt}`}>
                {guest.name}
                <span className="manifest-panel__detail">
                  Signed {formatInstant(guest.signedAt)}
                  {guest.invitedEmail ? `, invited at ${guest.invitedEmail}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="manifest-waiting">
        <h3 id="manifest-waiting">Invited, not signed yet ({manifest.waiting.length})</h3>
        {manifest.waiting.length === 0 ? (
          <p>Nobody is waiting to sign.</p>
        ) : (
          <ul className="manifest-panel__list">
            {manifest.waiting.map((guest) => (
              <li key={guest.email}>
                {guest.email}
                <span className="manifest-panel__detail">
                  Invited {formatInstant(guest.invitedAt)}
                  {guest.lastReminderAt ? `, reminded ${formatInstant(guest.lastReminderAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

// A component of its own: the link's hook needs the manifest, which only the loaded branch has.
function WaiverLink({ path }: { path: string }) {
  return <CopyLinkField url={useAbsoluteUrl(path)} label="Your group's waiver link" />;
}

/** The organiser's guest list and waivers for one of their bookings. */
export function ManifestPanel({ bookingId }: { bookingId: string }) {
  const query = useOrganiserManifest(bookingId);
  let body: ReactNode;
  if (query.isPending) body = <Spinner label="Loading your guest list..." />;
  else if (query.isError) {
    body = (
      <div className="form-alert" role="alert">
        <p>{refusal(query.error, 'We could not load your guest list just now.')}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    const { manifest } = query.data;
    body = (
      <>
        <p>
          Every guest signs the waiver before boarding. Share the link with your group, or invite them by e-mail; you see here who has signed.
          {manifest.requiresTwentyOne ? ' This cruise is for guests 21 and over.' : ''}
        </p>
        <WaiverLink path={manifest.waiverPath} />
        <AlcoholSetting manifest={manifest} />
        <GuestLists manifest={manifest} />
        <InviteForm bookingId={bookingId} />
      </>
    );
  }
  return (
    <section className="manifest-panel" aria-labelledby="manifest-panel-heading">
      <h2 id="manifest-panel-heading">Guests and waivers</h2>
      {body}
    </section>
  );
}
