import { ShieldAlert } from 'lucide-react';
import { SIGN_IN_ALERT_DAYS, type SignInAlert } from '#domain/people/back-office.ts';
import { formatDateTime, plural } from '../shared/format.ts';

/**
 * The dashboard's warning about accounts under attack (decision 016): runs of refused sign-ins
 * on one account from several addresses. Shown only when there is one; what the throttle does
 * about it is said beside the table, so staff know the owner can still sign in.
 */
export function SignInAlerts({ alerts }: { alerts: readonly SignInAlert[] }) {
  if (!alerts.length) return null;
  return (
    <section aria-labelledby="dashboard-sign-in-alerts" className="admin-section">
      <h2 id="dashboard-sign-in-alerts">Accounts under attack</h2>
      <div className="admin-alert admin-alert--warning">
        <ShieldAlert size={22} aria-hidden="true" />
        <div>
          <p className="admin-alert__title">
            {alerts.length === 1 ? 'One account has' : `${alerts.length} accounts have`} had many refused sign-ins from several addresses in the last{' '}
            {plural(SIGN_IN_ALERT_DAYS, 'day')}.
          </p>
          <p>
            Someone may be guessing passwords. The owner can still sign in from where they usually do; other addresses are slowed down and an address that keeps
            guessing is locked out. If the account is yours or a colleague's, make sure its password is long and used nowhere else. An e-mail may be listed that
            has no account at all.
          </p>
        </div>
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Accounts with refused sign-ins from several addresses, the latest attempt first</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col" className="admin-table__number">
                Wrong passwords
              </th>
              <th scope="col" className="admin-table__number">
                Turned away
              </th>
              <th scope="col" className="admin-table__number">
                Addresses
              </th>
              <th scope="col">Since</th>
              <th scope="col">Latest attempt</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.email}>
                <th scope="row" data-label="Account">
                  <span className="admin-table__key admin-table__email">{alert.email}</span>
                </th>
                <td data-label="Wrong passwords" className="admin-table__number">
                  {alert.failures}
                </td>
                <td data-label="Turned away" className="admin-table__number">
                  {alert.refused}
                </td>
                <td data-label="Addresses" className="admin-table__number">
                  {alert.addresses}
                </td>
                <td data-label="Since">{formatDateTime(alert.since)}</td>
                <td data-label="Latest attempt">{formatDateTime(alert.lastAttemptAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-hint">
        Wrong passwords reached the sign-in service and were refused; attempts turned away never got that far. Addresses count each network once.
      </p>
    </section>
  );
}
