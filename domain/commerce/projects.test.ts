import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextTasks, overdueTasks, projectListOrder, projectRequestSchema, projectTotals, type LinkedMoney } from './projects.ts';

describe('projectTotals', () => {
  it('adds up a wedding weekend: an open quote, a paid-up booking, a booking with its deposit in, and a cancelled one', () => {
    const links: LinkedMoney[] = [
      { kind: 'quote', total: 250_000, booked: false },
      { kind: 'quote', total: 400_000, booked: true },
      { kind: 'booking', total: 400_000, paid: 400_000, live: true },
      { kind: 'booking', total: 180_000, paid: 45_000, live: true },
      { kind: 'booking', total: 90_000, paid: 22_500, live: false },
    ];
    expect(projectTotals(links)).toEqual({ quoted: 250_000, booked: 580_000, paid: 467_500, remaining: 135_000 });
  });

  it('is all zero for a project with nothing linked', () => {
    expect(projectTotals([])).toEqual({ quoted: 0, booked: 0, paid: 0, remaining: 0 });
  });

  it('never owes a negative amount, and what is owed plus what is paid on live bookings is what they cost', () => {
    const link = fc.oneof(
      fc.record({ kind: fc.constant('quote' as const), total: fc.nat(10_000_000), booked: fc.boolean() }),
      fc.record({ kind: fc.constant('booking' as const), total: fc.nat(10_000_000), paid: fc.nat(10_000_000), live: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(link, { maxLength: 12 }), (links) => {
        const totals = projectTotals(links);
        expect(totals.remaining).toBeGreaterThanOrEqual(0);
        const live = links.filter((entry) => entry.kind === 'booking' && entry.live) as Array<Extract<LinkedMoney, { kind: 'booking' }>>;
        expect(totals.remaining + live.reduce((sum, entry) => sum + Math.min(entry.total, entry.paid), 0)).toBe(totals.booked);
        expect(Number.isInteger(totals.quoted + totals.booked + totals.paid + totals.remaining)).toBe(true);
      }),
    );
  });
});

describe('tasks', () => {
  it('records who ticked a task and when, keeps it while it stays done, and forgets it when unticked', () => {
    let ids = 0;
    const newId = () => `00000000-0000-4000-8000-00000000000${(ids += 1)}`;
    const first = nextTasks([{ title: 'Book the DJ', dueOn: '2027-05-01', done: true }], [], 'ana@example.com', '2027-04-01T10:00:00.000Z', newId);
    expect(first).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        title: 'Book the DJ',
        dueOn: '2027-05-01',
        done: true,
        doneBy: 'ana@example.com',
        doneAt: '2027-04-01T10:00:00.000Z',
      },
    ]);
    const kept = nextTasks(
      [{ id: first[0]!.id, title: 'Book the DJ (confirmed)', dueOn: '2027-05-01', done: true }],
      first,
      'bo@example.com',
      '2027-04-02T10:00:00.000Z',
      newId,
    );
    expect(kept[0]).toMatchObject({ doneBy: 'ana@example.com', doneAt: '2027-04-01T10:00:00.000Z', title: 'Book the DJ (confirmed)' });
    const unticked = nextTasks(
      [{ id: first[0]!.id, title: 'Book the DJ', dueOn: '2027-05-01', done: false }],
      kept,
      'bo@example.com',
      '2027-04-03T10:00:00.000Z',
      newId,
    );
    expect(unticked[0]).toEqual({ id: first[0]!.id, title: 'Book the DJ', dueOn: '2027-05-01', done: false });
  });

  it('calls a task overdue when it is not done and its day has passed', () => {
    const tasks = [
      { id: 'a', title: 'a', dueOn: '2027-04-01', done: false },
      { id: 'b', title: 'b', dueOn: '2027-04-02', done: false },
      { id: 'c', title: 'c', dueOn: '2027-03-01', done: true },
    ];
    expect(overdueTasks(tasks, '2027-04-02').map((task) => task.id)).toEqual(['a']);
  });
});

describe('projectListOrder', () => {
  it('lists projects to come (or under way) soonest first, then past ones latest first', () => {
    const projects = [
      { id: 'past-old', startDate: '2026-01-01', endDate: '2026-01-02' },
      { id: 'later', startDate: '2027-09-01', endDate: '2027-09-03' },
      { id: 'now', startDate: '2027-03-30', endDate: '2027-04-02' },
      { id: 'past-recent', startDate: '2027-03-01', endDate: '2027-03-02' },
    ];
    expect(projectListOrder(projects, '2027-04-01').map((project) => project.id)).toEqual(['now', 'later', 'past-recent', 'past-old']);
  });
});

describe('projectRequestSchema', () => {
  const valid = {
    name: 'Kim & Lee wedding weekend',
    clientEmail: 'kim@example.com',
    startDate: '2027-06-11',
    endDate: '2027-06-13',
    notes: '',
    links: [{ reference: 'q-1a2b3c4d' }],
    tasks: [],
  };

  it('takes references in any case and defaults the other-client permission to no', () => {
    expect(projectRequestSchema.parse(valid).links).toEqual([{ reference: 'Q-1A2B3C4D', otherClientAllowed: false }]);
  });

  it('names the field of each problem', () => {
    const paths = (input: unknown) => projectRequestSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...valid, endDate: '2027-06-10' })).toEqual(['endDate']);
    expect(paths({ ...valid, name: ' ' })).toEqual(['name']);
    expect(paths({ ...valid, links: [{ reference: 'Q-1A2B3C4D' }, { reference: 'q-1a2b3c4d' }] })).toEqual(['links.1.reference']);
    expect(paths({ ...valid, links: [{ reference: 'X-1' }] })).toEqual(['links.0.reference']);
    expect(paths({ ...valid, tasks: [{ title: 'x', dueOn: '2027-02-30', done: false }] })).toEqual(['tasks.0.dueOn']);
  });

  it('asks for each blank day by name, once, rather than failing (the new-project form left them blank)', () => {
    const problems = (input: unknown) => projectRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems({ ...valid, startDate: '', endDate: '' })).toEqual([
      ['startDate', 'Choose the first day.'],
      ['endDate', 'Choose the last day.'],
    ]);
    expect(problems({ ...valid, startDate: '' })).toEqual([['startDate', 'Choose the first day.']]);
    expect(problems({ ...valid, endDate: '' })).toEqual([['endDate', 'Choose the last day.']]);
    expect(problems({ ...valid, startDate: '2027-02-30' })).toEqual([['startDate', 'Enter a valid date (YYYY-MM-DD).']]);
  });

  it('answers a verdict for any dates, never an exception', () => {
    const day = fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }), fc.constantFrom('2027-06-11', '2027-02-30', '2027-13-01', '2027-6-1'));
    fc.assert(
      fc.property(day, day, (startDate, endDate) => {
        expect(() => projectRequestSchema.safeParse({ ...valid, startDate, endDate })).not.toThrow();
      }),
    );
  });
});
