import { useCurrentUser } from '../api/get-user.ts';

/** Shows who is signed in; signed-out visitors see nothing (the sign-in page arrives with the back office). */
export function SessionStatus() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <p className="session-status" data-testid="session-status">
      Signed in as <strong>{user.email}</strong>
      {user.role === 'admin' ? ' (staff)' : ''}
    </p>
  );
}
