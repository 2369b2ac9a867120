import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { CruiseKind, DayAvailability } from '#domain/booking/inventory.ts';
import { availabilityQueryOptions, type AvailabilityRequest } from '../../lib/availability.ts';
import { calendarGroupSize, dateRefusal, dayAvailabilityRequest, discoSoldOut, monthAvailabilityRequest } from './availability.ts';
import { monthOf } from './calendar.ts';

/**
 * Asks whether a date (or the disco on it) can still be booked before the chat takes it: a date
 * typed in words never passed through the calendar's marks. Answers come from the same cache as
 * the calendar. When the API cannot answer, the date is taken: booking checks again, and a guest
 * must never be stuck because availability could not load.
 */
export function useAvailabilityChecks() {
  const queryClient = useQueryClient();

  const dayOf = useCallback(
    async (request: AvailabilityRequest, date: IsoDate): Promise<DayAvailability | null> => {
      try {
        const { days } = await queryClient.fetchQuery(availabilityQueryOptions(request));
        return days.find((day) => day.date === date) ?? null;
      } catch {
        return null;
      }
    },
    [queryClient],
  );

  /** Why the chat cannot take this date for the guest's group and cruise, or null. */
  const dateProblem = useCallback(
    async (date: IsoDate, context: { groupSize?: number | undefined; cruiseKind?: CruiseKind | undefined }): Promise<string | null> => {
      const month = monthOf(date);
      if (context.cruiseKind === 'disco') {
        // On a day the disco sails, a disco guest is after its tickets; on other days the chat
        // books a private charter, so the boats decide.
        const disco = await dayOf(monthAvailabilityRequest(month, 'disco', context.groupSize), date);
        if (disco && disco.slots.length > 0) return disco.available ? null : discoSoldOut(disco, calendarGroupSize('disco', context.groupSize));
      }
      const charter = await dayOf(monthAvailabilityRequest(month, 'private', context.groupSize), date);
      return charter ? dateRefusal(charter, context.groupSize) : null;
    },
    [dayOf],
  );

  /** Why the disco cannot take the group on the date (its sailing is full), or null. */
  const discoProblem = useCallback(
    async (date: IsoDate, groupSize: number): Promise<string | null> =>
      discoSoldOut((await dayOf(dayAvailabilityRequest(date, 'disco', groupSize), date)) ?? undefined, groupSize),
    [dayOf],
  );

  return { dateProblem, discoProblem };
}
