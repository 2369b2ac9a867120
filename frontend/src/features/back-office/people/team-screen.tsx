import { useId, useRef, useState, type FormEvent } from 'react';
import { emailProblem } from '#domain/shared/email.ts';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#domain/people/staff-roles.ts';
import { INVITE_TTL_DAYS, type TeamMember, type TeamResponse, type TeamSettings } from '#domain/people/team.ts';
import { centsToDecimalString, formatMoney } from '#domain/shared/money.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ConfirmPrompt } from '../../../admin/kit/confirm-prompt.tsx';
import { ErrorSummary, type SummaryProblem } from '../../../admin/kit/error-summary.tsx';
import { apiProblem } from '../shared/api-problem.ts';
import { formatDateTime } from '../shared/format.ts';
import { centsFromDollars } from '../shared/money-input.ts';
import { useCancelInvite, useChangeMemberRole, useInviteTeammate, useRemoveMember, useSaveTeamSettings } from './team-api.ts';

// The team screen's parts (decision 075): the members with their roles (an owner changes a role or
// takes someone off; their own row has no controls), the invitations waiting, and the invite form.

const failed = (title: string, failure: unknown) => toast({ title, description: apiProblem(failure).message, variant: 'error' });

function MemberRow({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [removing, setRemoving] = useState(false);
  const change = useChangeMemberRole();
  const remove = useRemoveMember();
  const selectId = useId();
  const save = () =>
    change.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          toast({
            title: `${member.email} is ${STAFF_ROLE_LABELS[role].toLowerCase()} now`,
            description: 'It takes effect at their next sign-in, within the hour.',
            variant: 'success',
          }),
        onError: (failure) => failed('The role was not changed', failure),
      },
    );
  const confirmRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () =>
        toast({
          title: `${member.email} is off the team`,
          description: 'The back office closes to them at their next sign-in, within the hour.',
          variant: 'success',
        }),
      onError: (failure) => {
        setRemoving(false);
        failed('They are still on the team', failure);
      },
    });

  return (
    <tr>
      <th scope="row" data-label="Member" className="admin-table__email">
        {member.email}
        {isSelf && <span className="admin-table__sub">You</span>}
        {!member.enabled && <span className="admin-table__sub">Switched off in Cognito: cannot sign in</span>}
      </th>
      <td data-label="Role">
        {isSelf ? (
          STAFF_ROLE_LABELS[member.role]
        ) : (
          <div className="team-role">
            <label className="visually-hidden" htmlFor={selectId}>
              Role of {member.email}
            </label>
            <select id={selectId} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {STAFF_ROLE_LABELS[option]}
                </option>
              ))}
            </select>
            <button type="button" className="button button--small button--secondary" onClick={save} disabled={role === member.role || change.isPending}>
              {change.isPending ? 'Saving...' : 'Save role'}
              <span className="visually-hidden"> of {member.email}</span>
            </button>
          </div>
        )}
      </td>
      <td data-label="Since">{formatDateTime(member.since)}</td>
      <td data-label="Actions">
        {!isSelf &&
          (removing ? (
            <ConfirmPrompt
              id={`remove-${member.id}`}
              question={`Take ${member.email} off the team? Their account stays, without the back office.`}
              busy={remove.isPending}
              onConfirm={confirmRemove}
              onCancel={() => setRemoving(false)}
              confirmLabel="Yes, take them off"
              busyLabel="Taking them off..."
            />
          ) : (
            <button type="button" className="button button--small button--secondary" onClick={() => setRemoving(true)}>
              Take off the team<span className="visually-hidden"> ({member.email})</span>
            </button>
          ))}
      </td>
    </tr>
  );
}

export function TeamMembers({ members, selfEmail }: { members: readonly TeamMember[]; selfEmail: string }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label="The team" tabIndex={0}>
      <table className="admin-table team-table">
        <caption>The team, by e-mail: {members.length === 1 ? '1 member' : `${members.length} members`}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">Since</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} isSelf={member.email === selfEmail.toLowerCase()} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TeamInvites({ invites }: { invites: TeamResponse['invites'] }) {
  const cancel = useCancelInvite();
  if (invites.length === 0) return <p className="admin-empty">No invitations are waiting.</p>;
  return (
    <div className="admin-table-wrap" role="region" aria-label="Invitations not taken up" tabIndex={0}>
      <table className="admin-table">
        <caption>Invitations not taken up yet, newest first</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Invited</th>
            <th scope="col">Link</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => (
            <tr key={invite.id}>
              <th scope="row" data-label="E-mail" className="admin-table__email">
                {invite.email}
              </th>
              <td data-label="Role">{STAFF_ROLE_LABELS[invite.role]}</td>
              <td data-label="Invited">
                {formatDateTime(invite.createdAt)}
                <span className="admin-table__sub admin-table__email">by {invite.invitedBy}</span>
              </td>
              <td data-label="Link">{invite.status === 'expired' ? 'Expired: invite them again' : `Works until ${formatDateTime(invite.expiresAt)}`}</td>
              <td data-label="Actions">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(invite.id, {
                      onSuccess: () =>
                        toast({ title: `The invitation to ${invite.email} is cancelled`, description: 'Its link no longer works.', variant: 'success' }),
                      onError: (failure) => failed('The invitation was not cancelled', failure),
                    })
                  }
                >
                  Cancel invitation<span className="visually-hidden"> to {invite.email}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type InviteErrors = Partial<Record<'email' | 'role' | 'form', string>>;

export function InviteForm() {
  const id = useId();
  const invite = useInviteTeammate();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [errors, setErrors] = useState<InviteErrors>({});
  const summary = useRef<HTMLDivElement>(null);
  const fail = (found: InviteErrors) => {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: InviteErrors = {};
    const badEmail = emailProblem(email, { required: 'Enter the e-mail address to send the invitation to.' });
    if (badEmail) found.email = badEmail;
    if (!role) found.role = 'Choose a role: owner, office or captain.';
    if (!role || Object.keys(found).length > 0) return fail(found);
    setErrors({});
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          toast({
            title: `Invitation sent to ${email.trim()}`,
            description: `Their link works for ${INVITE_TTL_DAYS} days. They appear in the team once they choose a password.`,
            variant: 'success',
          });
          setEmail('');
          setRole('');
        },
        onError: (failure) => {
          const problem = apiProblem(failure);
          const fields: InviteErrors = {
            ...(problem.fields['email'] ? { email: problem.fields['email'] } : {}),
            ...(problem.fields['role'] ? { role: problem.fields['role'] } : {}),
          };
          fail(Object.keys(fields).length > 0 ? fields : { form: problem.message });
        },
      },
    );
  };

  const problems: SummaryProblem[] = [
    ...(errors.email ? [{ target: `${id}-email`, message: errors.email }] : []),
    ...(errors.role ? [{ target: `${id}-role-${STAFF_ROLES[0]}`, message: errors.role }] : []),
    ...(errors.form ? [{ message: errors.form }] : []),
  ];

  return (
    <form className="team-invite" onSubmit={submit} noValidate aria-busy={invite.isPending}>
      <ErrorSummary ref={summary} problems={problems} />
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy(`${id}-email-hint`, errors.email && `${id}-email-error`)}
        />
        <p id={`${id}-email-hint`} className="field__hint">
          They get an e-mail with a link to choose their password.
        </p>
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <fieldset className="admin-fieldset" aria-describedby={errors.role ? `${id}-role-error` : undefined}>
        <legend>Role</legend>
        <FieldError id={`${id}-role-error`} message={errors.role} />
        {STAFF_ROLES.map((option) => (
          <label key={option} className="admin-check team-invite__role">
            <input
              id={`${id}-role-${option}`}
              type="radio"
              name={`${id}-role`}
              value={option}
              checked={role === option}
              onChange={() => setRole(option)}
              aria-invalid={Boolean(errors.role)}
            />
            <span>
              <strong>{STAFF_ROLE_LABELS[option]}</strong>: {STAFF_ROLE_DESCRIPTIONS[option]}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </button>
    </form>
  );
}

/** The owner's limit on one refund by office staff (larger ones are the owner's to give). */
export function RefundLimitForm({ settings }: { settings: TeamSettings }) {
  const id = useId();
  const save = useSaveTeamSettings();
  const [amount, setAmount] = useState(() => centsToDecimalString(settings.officeRefundLimit));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromDollars(amount);
    if (cents === null) {
      setError('Enter an amount in dollars, such as 500.00.');
      input.current?.focus();
      return;
    }
    setError(null);
    save.mutate(
      { officeRefundLimit: cents, version: settings.version },
      {
        onSuccess: () =>
          toast({ title: 'Refund limit saved', description: `Office staff may refund up to ${formatMoney(cents)} at a time.`, variant: 'success' }),
        onError: (failure) => {
          const problem = apiProblem(failure);
          setError(problem.fields['officeRefundLimit'] ?? problem.message);
          input.current?.focus();
        },
      },
    );
  };
  return (
    <form className="team-limit" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <div className="field">
        <label htmlFor={`${id}-limit`}>Largest refund office staff may give at once ($)</label>
        <input
          ref={input}
          id={`${id}-limit`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-limit-hint`, error && `${id}-limit-error`)}
        />
        <p id={`${id}-limit-hint`} className="field__hint">
          {settings.updatedAt ? `Last set by ${settings.updatedBy} on ${formatDateTime(settings.updatedAt)}.` : 'Not set yet: this is the starting limit.'}{' '}
          Owners give any refund.
        </p>
        <FieldError id={`${id}-limit-error`} message={error ?? undefined} />
      </div>
      <button type="submit" className="button button--secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save the limit'}
      </button>
    </form>
  );
}
