import { useState } from 'react';
import type { CheckInRow, StaffManifest } from '#domain/portal/manifest.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { formatDateTime } from '../shared/format.ts';
import { useMarkOnBoard } from './manifest-api.ts';

// The captain's check-in list (decision 023): every guest who signed (with the age check and photo
// consent) and every guest invited who has not. From the cruise's day the captain ticks each guest
// on board on the screen (issue 29); before then, and on paper, it is an empty box to tick. On a
// phone each guest is a card.

const TWENTY_ONE_LABELS: Readonly<Record<NonNullable<CheckInRow['twentyOne']>, string>> = {
  checked: '21+ checked',
  'not-asked': 'Not asked (no alcohol when signed)',
};

function waiverCell(row: CheckInRow): string {
  if (row.status === 'not-signed') return row.lastReminderAt ? `Not signed (reminded ${formatDateTime(row.lastReminderAt)})` : 'Not signed';
  return row.signedAt ? `Signed ${formatDateTime(row.signedAt)}` : 'Signed';
}

function OnBoardTick({ manifest, row }: { manifest: StaffManifest; row: CheckInRow }) {
  const mark = useMarkOnBoard(manifest.bookingId);
  // The tick shows at once, in the render of the tap itself: the mutation's own pending state
  // reaches the component a task later, and meanwhile the controlled box went back to the
  // server's answer (a flicker, and a tap that seemed not to take). Kept until the list is read
  // again after the save (useMarkOnBoard), or dropped when the save fails.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const onBoard = ticked ?? row.onBoardAt !== null;
  return (
    <>
      <label className="check-in__tick-label no-print">
        <input
          type="checkbox"
          className="check-in__checkbox"
          checked={onBoard}
          disabled={ticked !== null}
          onChange={(event) => {
            const wanted = event.target.checked;
            setTicked(wanted);
            mark.mutate(
              { guestId: row.guestId, onBoard: wanted },
              {
                onError: (failure) =>
                  toast({
                    title: `${row.name} was not ${wanted ? 'ticked' : 'unticked'}`,
                    description: apiProblem(failure).message,
                    variant: 'error',
                  }),
                onSettled: () => setTicked(null),
              },
            );
          }}
        />
        <span className="visually-hidden">{row.name} on board</span>
        {row.onBoardAt && <span className="admin-table__sub">{formatDateTime(row.onBoardAt)}</span>}
      </label>
      <span className="check-in__box print-only" aria-hidden="true" />
    </>
  );
}

/** `canTick`: the signed-in member's role may tick guests on board (the route's roles). */
export function CheckInList({ manifest, canTick }: { manifest: StaffManifest; canTick: boolean }) {
  if (manifest.rows.length === 0) {
    return <p className="admin-empty">Nobody has signed or been invited yet. Send the organiser the waiver link, or they can share it from their trip page.</p>;
  }
  return (
    <div className="admin-table-wrap check-in" role="region" aria-label={`Check-in list for ${manifest.trip.reference}`} tabIndex={0}>
      <table className="admin-table check-in__table">
        <caption>
          Check-in list for {manifest.trip.reference}: {manifest.signedCount} signed, {manifest.notSignedCount} not signed
          {manifest.checkInOpen ? `, ${manifest.onBoardCount} on board` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Guest</th>
            <th scope="col">Waiver</th>
            <th scope="col">Age</th>
            <th scope="col">Photos</th>
            <th scope="col" className="check-in__tick">
              On board
            </th>
          </tr>
        </thead>
        <tbody>
          {manifest.rows.map((row) => (
            <tr
              key={`${row.status}-${row.email ?? row.name}-${row.signedAt ?? ''}`}
              className={row.status === 'not-signed' ? 'check-in__row--unsigned' : undefined}
            >
              <th scope="row" data-label="Guest" className="admin-table__email">
                {row.name}
                {row.status === 'signed' && row.waiverVersion ? <span className="admin-table__sub">Waiver version {row.waiverVersion}</span> : null}
              </th>
              <td data-label="Waiver">{waiverCell(row)}</td>
              <td data-label="Age">{row.twentyOne ? TWENTY_ONE_LABELS[row.twentyOne] : 'Not signed'}</td>
              <td data-label="Photos">{row.photoConsent === null ? '-' : row.photoConsent ? 'Yes' : 'No'}</td>
              <td data-label="On board" className="check-in__tick">
                {canTick && manifest.checkInOpen ? (
                  <OnBoardTick manifest={manifest} row={row} />
                ) : (
                  <>
                    <span className="check-in__box" aria-hidden="true" />
                    <span className="visually-hidden">To tick at boarding</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
