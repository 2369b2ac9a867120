import '../../styles/admin-team.css';
import { Loaded } from '../../admin/kit/list-and-form.tsx';
import { useCurrentUser } from '../../features/auth/use-auth.ts';
import { useTeam } from '../../features/back-office/people/team-api.ts';
import { InviteForm, RefundLimitForm, TeamInvites, TeamMembers } from '../../features/back-office/people/team-screen.tsx';

/**
 * /admin/team (issue 29, decision 075): who works in the back office and in which role, the
 * invitations waiting, and a new invitation. The owner's alone.
 */
export default function TeamPage() {
  const team = useTeam();
  const self = useCurrentUser().data?.email ?? '';
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Team</h1>
      </header>
      <p className="admin-page__lead">
        Owners see everything. Office staff work on quotes, bookings, customers and the site's content. Captains see the day's manifests only. A change of role
        takes effect at the member's next sign-in, within the hour.
      </p>
      <Loaded query={team} loading="Loading the team..." what="the team">
        {(data) => (
          <>
            <TeamMembers members={data.members} selfEmail={self} />
            <section className="admin-section" aria-labelledby="team-invites">
              <h2 id="team-invites">Invitations waiting</h2>
              <TeamInvites invites={data.invites} />
            </section>
            <section className="admin-section" aria-labelledby="team-refunds">
              <h2 id="team-refunds">Refunds by office staff</h2>
              <RefundLimitForm key={data.settings.version} settings={data.settings} />
            </section>
          </>
        )}
      </Loaded>
      <section className="admin-section" aria-labelledby="team-invite">
        <h2 id="team-invite">Invite a teammate</h2>
        <InviteForm />
      </section>
    </div>
  );
}
