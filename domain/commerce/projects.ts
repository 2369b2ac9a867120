import { addDays, isValidIsoDate, type IsoDate } from '../shared/dates.ts';
import { sumCents, type Cents } from '../shared/money.ts';
import { emailSchema, isoDateSchema } from '../booking/schemas.ts';
import { lineField, paragraphField } from '../shared/text.ts';
import * as z from '../shared/zod.ts';

// A project (issue 18, decision 029): one client's event that spans several cruises or quotes (a
// wedding weekend: the welcome party, the after party). It links the client's quotes and
// bookings by reference, keeps the planner's notes and tasks, and adds up the money.

export const PROJECT_NAME_MAX = 120;
export const PROJECT_NOTES_MAX = 5000;
export const PROJECT_TASK_MAX = 200;
export const PROJECT_MAX_LINKS = 30;
export const PROJECT_MAX_TASKS = 60;
/** How long a project may span: a wedding week is long; a season is not one event. */
export const PROJECT_MAX_DAYS = 31;

const reference = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[QB]-[A-Z0-9]{8}$/, 'Give a quote (Q-1A2B3C4D) or booking (B-1A2B3C4D) reference.'));

/** A link as staff give it: a reference, and whether it may be another client's (a friend paying for the after party). */
export const projectLinkRequestSchema = z.object({
  reference,
  otherClientAllowed: z._default(z.boolean(), false),
});
export type ProjectLinkRequest = z.infer<typeof projectLinkRequestSchema>;

export const projectTaskRequestSchema = z.object({
  /** A task already saved keeps its id; a new one has none. */
  id: z.optional(z.uuid()),
  title: lineField({ max: PROJECT_TASK_MAX, required: true, requiredMessage: 'Say what the task is.' }),
  dueOn: isoDateSchema,
  done: z.boolean(),
});
export type ProjectTaskRequest = z.infer<typeof projectTaskRequestSchema>;

/** A project's first or last day: a blank one is asked for by name, anything else must be a real date. */
const projectDay = (requiredMessage: string) => z.pipe(z.string().check(z.minLength(1, { message: requiredMessage, abort: true })), isoDateSchema);

const projectFields = {
  name: lineField({ max: PROJECT_NAME_MAX, required: true, requiredMessage: 'Name the project.' }),
  clientEmail: emailSchema,
  startDate: projectDay('Choose the first day.'),
  endDate: projectDay('Choose the last day.'),
  notes: paragraphField({ max: PROJECT_NOTES_MAX }),
  links: z.array(projectLinkRequestSchema).check(z.maxLength(PROJECT_MAX_LINKS, `A project links at most ${PROJECT_MAX_LINKS} quotes and bookings.`)),
  tasks: z.array(projectTaskRequestSchema).check(z.maxLength(PROJECT_MAX_TASKS, `A project has at most ${PROJECT_MAX_TASKS} tasks.`)),
};

const projectChecks = z.superRefine((project: { startDate: string; endDate: string; links: ProjectLinkRequest[] }, ctx) => {
  // The span is judged only between two real days: a missing or invalid one is already reported on its field.
  if (isValidIsoDate(project.startDate) && isValidIsoDate(project.endDate)) {
    if (project.endDate < project.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The last day must not be before the first.' });
    else if (addDays(project.startDate, PROJECT_MAX_DAYS) < project.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `A project spans at most ${PROJECT_MAX_DAYS} days.` });
  }
  const seen = new Set<string>();
  project.links.forEach((link, index) => {
    if (seen.has(link.reference)) ctx.addIssue({ code: 'custom', path: ['links', index, 'reference'], message: `${link.reference} is linked twice.` });
    seen.add(link.reference);
  });
});

/** POST /api/admin/projects: the whole project as the form holds it. */
export const projectRequestSchema = z.object(projectFields).check(projectChecks);
export type ProjectRequest = z.infer<typeof projectRequestSchema>;

/** PUT /api/admin/projects/{id}: the same, with the revision the form was loaded from. */
export const projectUpdateRequestSchema = z.object({ ...projectFields, revision: z.number().check(z.int(), z.positive()) }).check(projectChecks);

export interface ProjectLink {
  kind: 'quote' | 'booking';
  id: string;
  reference: string;
  otherClientAllowed: boolean;
}

export interface ProjectTask {
  id: string;
  title: string;
  dueOn: IsoDate;
  done: boolean;
  /** Who ticked it and when; kept while it stays done. */
  doneBy?: string;
  doneAt?: string;
}

export interface StoredProject {
  id: string;
  name: string;
  clientEmail: string;
  startDate: IsoDate;
  endDate: IsoDate;
  notes: string;
  links: ProjectLink[];
  tasks: ProjectTask[];
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  /** One more per save; a save is conditional on the revision it read. */
  revision: number;
}

/** The money of one linked quote or booking, as the project's total counts it. */
export type LinkedMoney =
  | { kind: 'quote'; total: Cents /** The quote became a booking that is linked too (or counted elsewhere). */; booked: boolean }
  | { kind: 'booking'; total: Cents; paid: Cents; live: boolean };

export interface ProjectTotals {
  /** Quotes not yet booked: what the client may still buy. */
  quoted: Cents;
  /** Live bookings (pending deposit or confirmed). */
  booked: Cents;
  /** Paid on those bookings, net of refunds. */
  paid: Cents;
  /** Still owed on them. */
  remaining: Cents;
}

/**
 * The project's combined figures. A quote that was booked counts once, as its booking; a
 * cancelled or released booking counts for nothing owed, though what it kept (paid, not refunded)
 * still shows as paid.
 */
export function projectTotals(links: readonly LinkedMoney[]): ProjectTotals {
  const quoted = sumCents(links.flatMap((link) => (link.kind === 'quote' && !link.booked ? [link.total] : [])));
  const bookings = links.filter((link): link is Extract<LinkedMoney, { kind: 'booking' }> => link.kind === 'booking');
  const live = bookings.filter((booking) => booking.live);
  const booked = sumCents(live.map((booking) => booking.total));
  const paid = sumCents(bookings.map((booking) => booking.paid));
  const remaining = sumCents(live.map((booking) => Math.max(0, booking.total - booking.paid)));
  return { quoted, booked, paid, remaining };
}

/** Tasks not done whose day has passed. */
export function overdueTasks(tasks: readonly ProjectTask[], today: IsoDate): ProjectTask[] {
  return tasks.filter((task) => !task.done && task.dueOn < today);
}

/**
 * The list's order: projects still to come or under way first, soonest first; then past ones,
 * the most recent first.
 */
export function projectListOrder<P extends Pick<StoredProject, 'startDate' | 'endDate' | 'id'>>(projects: readonly P[], today: IsoDate): P[] {
  const upcoming = projects.filter((project) => project.endDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  const past = projects.filter((project) => project.endDate < today).sort((a, b) => b.endDate.localeCompare(a.endDate) || a.id.localeCompare(b.id));
  return [...upcoming, ...past];
}

/** Tasks as the project keeps them: a ticked task records who and when, an unticked one forgets it. */
export function nextTasks(
  requested: readonly ProjectTaskRequest[],
  previous: readonly ProjectTask[],
  by: string,
  at: string,
  newId: () => string,
): ProjectTask[] {
  const before = new Map(previous.map((task) => [task.id, task]));
  return requested.map((task) => {
    const old = task.id ? before.get(task.id) : undefined;
    const id = old?.id ?? newId();
    if (!task.done) return { id, title: task.title, dueOn: task.dueOn, done: false };
    const doneBy = old?.done && old.doneBy ? old.doneBy : by;
    const doneAt = old?.done && old.doneAt ? old.doneAt : at;
    return { id, title: task.title, dueOn: task.dueOn, done: true, doneBy, doneAt };
  });
}

/** One linked quote or booking as staff see it on the project. */
export interface AdminProjectLink extends ProjectLink {
  clientEmail: string;
  clientName: string;
  eventDate: IsoDate;
  description: string;
  status: string;
  total: Cents;
  paid: Cents | null;
  /** The back office's page for it. */
  href: string;
}

export interface AdminProject extends Omit<StoredProject, 'links'> {
  clientName: string | null;
  links: AdminProjectLink[];
  totals: ProjectTotals;
  overdue: number;
}

export interface AdminProjectSummary {
  id: string;
  name: string;
  clientEmail: string;
  startDate: IsoDate;
  endDate: IsoDate;
  links: number;
  openTasks: number;
  overdueTasks: number;
  nextDue: IsoDate | null;
}

export interface AdminProjectListResponse {
  projects: AdminProjectSummary[];
}

export interface AdminProjectResponse {
  project: AdminProject;
}
