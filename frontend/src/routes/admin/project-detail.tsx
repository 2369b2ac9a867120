import '../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { calendarDateIn, formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { projectRequestSchema, type AdminProject, type ProjectRequest } from '#domain/commerce/projects.ts';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { formatDateTime } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { useCreateProject, useProject, useSaveProject } from '../../features/back-office/commerce/projects-api.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * /projects/new and /projects/:id (decision 029): a project's details and links (saved with
 * Save), its combined total and linked quotes and bookings as they stand, and its tasks, which
 * are ticked or added with one action each, since that is what staff do most days.
 */
export default function ProjectDetailPage() {
  const { id } = useParams();
  return id ? <ExistingProject id={id} /> : <NewProject />;
}

type Errors = Record<string, string>;

interface DetailsValues {
  name: string;
  clientEmail: string;
  startDate: string;
  endDate: string;
  notes: string;
  links: { reference: string; otherClientAllowed: boolean }[];
}

const emptyDetails: DetailsValues = { name: '', clientEmail: '', startDate: '', endDate: '', notes: '', links: [{ reference: '', otherClientAllowed: false }] };

function detailsOf(project: AdminProject): DetailsValues {
  return {
    name: project.name,
    clientEmail: project.clientEmail,
    startDate: project.startDate,
    endDate: project.endDate,
    notes: project.notes,
    links: project.links.map((link) => ({ reference: link.reference, otherClientAllowed: link.otherClientAllowed })),
  };
}

function tasksOf(project: AdminProject): ProjectRequest['tasks'] {
  return project.tasks.map((task) => ({ id: task.id, title: task.title, dueOn: task.dueOn, done: task.done }));
}

const requestFrom = (values: DetailsValues, tasks: ProjectRequest['tasks']) => ({
  ...values,
  links: values.links.filter((link) => link.reference.trim() !== ''),
  tasks,
});

function problemOf(failure: unknown, what: string): { fields: Errors; message: string | null } {
  const details = failure instanceof ApiError ? failure.details : null;
  const fields = (details?.fields ?? {}) as Errors;
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields: {}, message: details?.message ?? `We could not ${what}. Check your connection and try again.` };
}

function NewProject() {
  const create = useCreateProject();
  const navigate = useNavigate();
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>New project</h1>
      </header>
      <p className="admin-page__lead">
        Name the event, give the client's e-mail (they must have asked for a quote or booked) and link their quotes and bookings by reference. Add tasks once it
        is made.
      </p>
      <DetailsForm
        initial={emptyDetails}
        submitLabel="Make the project"
        pending={create.isPending}
        onSubmit={async (values) => {
          const { project } = await create.mutateAsync(requestFrom(values, []) as ProjectRequest);
          toast({ title: `Made the project ${project.name}`, variant: 'success' });
          void navigate(`/projects/${project.id}`);
        }}
      />
    </div>
  );
}

function ExistingProject({ id }: { id: string }) {
  const project = useProject(id);
  let body: ReactNode;
  if (project.isPending) body = <Spinner label="Loading the project..." />;
  else if (project.isError) body = <LoadError what="the project" error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />;
  else body = <ProjectView key={project.data.project.revision} project={project.data.project} />;
  return (
    <div className="admin-page">
      <p>
        <Link to="/projects">All projects</Link>
      </p>
      {body}
    </div>
  );
}

function ProjectView({ project }: { project: AdminProject }) {
  const id = useId();
  const save = useSaveProject(project.id);
  const today = calendarDateIn(new Date());
  const [taskTitle, setTaskTitle] = useState('');
  const [taskDue, setTaskDue] = useState('');
  const [taskErrors, setTaskErrors] = useState<Errors>({});
  const [taskProblem, setTaskProblem] = useState<string | null>(null);
  // A tick shows at once while it saves; the saved project (a new revision) replaces it, a failure undoes it.
  const [ticking, setTicking] = useState<Record<string, boolean>>({});
  const details = detailsOf(project);

  const saveTasks = async (tasks: ProjectRequest['tasks'], done: string) => {
    setTaskProblem(null);
    try {
      await save.mutateAsync({ ...requestFrom(details, tasks), revision: project.revision } as ProjectRequest & { revision: number });
      toast({ title: done, variant: 'success' });
      return true;
    } catch (failure) {
      const { fields, message } = problemOf(failure, 'save the task');
      setTaskProblem(message ?? Object.values(fields).join(' '));
      return false;
    }
  };

  const addTask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!taskTitle.trim()) found['title'] = 'Say what the task is.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(taskDue)) found['dueOn'] = 'Choose the day it is due.';
    setTaskErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await saveTasks([...tasksOf(project), { title: taskTitle.trim(), dueOn: taskDue, done: false }], `Added the task "${taskTitle.trim()}"`)) {
      setTaskTitle('');
      setTaskDue('');
    }
  };

  return (
    <>
      <header className="admin-page__header">
        <h1>{project.name}</h1>
      </header>
      <p className="admin-page__lead">
        {project.clientName ? `${project.clientName}, ` : ''}
        <Link to={`/customers/${encodeURIComponent(project.clientEmail)}`}>{project.clientEmail}</Link> · {formatDate(project.startDate)}
        {project.endDate !== project.startDate ? ` to ${formatDate(project.endDate)}` : ''} · last saved {formatDateTime(project.updatedAt)} by{' '}
        {project.updatedBy}
      </p>

      <section aria-labelledby={`${id}-money`} className="admin-section">
        <h2 id={`${id}-money`} className="admin-subheading">
          Combined total
        </h2>
        <dl className="admin-facts">
          <div>
            <dt>Quoted, not booked</dt>
            <dd>{formatMoney(project.totals.quoted)}</dd>
          </div>
          <div>
            <dt>Booked</dt>
            <dd>{formatMoney(project.totals.booked)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{formatMoney(project.totals.paid)}</dd>
          </div>
          <div>
            <dt>Remaining</dt>
            <dd>{formatMoney(project.totals.remaining)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={`${id}-tasks`} className="admin-section">
        <h2 id={`${id}-tasks`} className="admin-subheading">
          Tasks{project.overdue > 0 ? <span className="admin-badge admin-badge--expired">{project.overdue} overdue</span> : null}
        </h2>
        {project.tasks.length === 0 ? <p className="admin-empty">No tasks yet.</p> : null}
        <ul className="admin-project__tasks">
          {project.tasks.map((task, index) => {
            const overdue = !task.done && task.dueOn < today;
            return (
              <li key={task.id} className={overdue ? 'admin-project__task admin-project__task--overdue' : 'admin-project__task'}>
                <div className="admin-check">
                  <input
                    id={`${id}-task-${task.id}`}
                    type="checkbox"
                    checked={ticking[task.id] ?? task.done}
                    disabled={save.isPending}
                    onChange={(event) => {
                      const done = event.target.checked;
                      const tasks = tasksOf(project);
                      tasks[index] = { ...tasks[index]!, done };
                      setTicking((current) => ({ ...current, [task.id]: done }));
                      void saveTasks(tasks, done ? `Done: ${task.title}` : `Not done: ${task.title}`).then((saved) => {
                        if (!saved) setTicking(({ [task.id]: _undone, ...rest }) => rest);
                      });
                    }}
                  />
                  <label htmlFor={`${id}-task-${task.id}`}>
                    {task.title} <span className="admin-table__sub">due {formatDate(task.dueOn)}</span>
                    {overdue ? <strong className="admin-project__overdue"> Overdue</strong> : null}
                    {task.done && task.doneBy ? (
                      <span className="admin-table__sub">
                        {' '}
                        Done by {task.doneBy}, {formatDateTime(task.doneAt)}
                      </span>
                    ) : null}
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
        {taskProblem && (
          <p className="admin-alert admin-alert--error" role="alert">
            {taskProblem}
          </p>
        )}
        <form className="admin-project__add-task" noValidate onSubmit={(event) => void addTask(event)} aria-label="Add a task">
          <div className="field">
            <label htmlFor={`${id}-task-title`}>New task</label>
            <input
              id={`${id}-task-title`}
              value={taskTitle}
              onChange={(event) => setTaskTitle(event.target.value)}
              aria-invalid={taskErrors['title'] ? true : undefined}
              aria-describedby={describedBy(taskErrors['title'] && `${id}-task-title-error`)}
              autoComplete="off"
            />
            <FieldError id={`${id}-task-title-error`} message={taskErrors['title']} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-task-due`}>Due</label>
            <input
              id={`${id}-task-due`}
              type="date"
              value={taskDue}
              onChange={(event) => setTaskDue(event.target.value)}
              aria-invalid={taskErrors['dueOn'] ? true : undefined}
              aria-describedby={describedBy(taskErrors['dueOn'] && `${id}-task-due-error`)}
            />
            <FieldError id={`${id}-task-due-error`} message={taskErrors['dueOn']} />
          </div>
          <button type="submit" className="button button--secondary" disabled={save.isPending}>
            Add task
          </button>
        </form>
      </section>

      <section aria-labelledby={`${id}-links`} className="admin-section">
        <h2 id={`${id}-links`} className="admin-subheading">
          Quotes and bookings
        </h2>
        {project.links.length === 0 ? (
          <p className="admin-empty">Nothing linked yet.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>Linked quotes and bookings, by cruise date</caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Cruise</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">Paid</th>
                </tr>
              </thead>
              <tbody>
                {project.links.map((link) => (
                  <tr key={link.reference}>
                    <th scope="row" data-label="Reference">
                      <span>
                        {link.href ? (
                          <Link to={link.href} className="admin-table__key">
                            {link.reference}
                          </Link>
                        ) : (
                          link.reference
                        )}
                        <span className="admin-table__sub">
                          {link.clientName}
                          {link.otherClientAllowed ? ' (another client)' : ''}
                        </span>
                      </span>
                    </th>
                    <td data-label="Cruise">
                      {link.eventDate ? formatDate(link.eventDate) : ''} {link.description}
                    </td>
                    <td data-label="Status">{link.status}</td>
                    <td data-label="Total">{formatMoney(link.total)}</td>
                    <td data-label="Paid">{link.paid === null ? '' : formatMoney(link.paid)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-details`} className="admin-section">
        <h2 id={`${id}-details`} className="admin-subheading">
          Details and links
        </h2>
        <DetailsForm
          initial={details}
          submitLabel="Save"
          pending={save.isPending}
          onSubmit={async (values) => {
            await save.mutateAsync({ ...requestFrom(values, tasksOf(project)), revision: project.revision } as ProjectRequest & { revision: number });
            toast({ title: 'Saved the project', variant: 'success' });
          }}
        />
      </section>
    </>
  );
}

function DetailsForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: DetailsValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: DetailsValues) => Promise<void>;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailsValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const show = (found: Errors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const set = <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const setLink = (index: number, change: Partial<DetailsValues['links'][number]>) => {
    setValues((current) => ({ ...current, links: current.links.map((link, at) => (at === index ? { ...link, ...change } : link)) }));
    setErrors(({ [`links.${index}.reference`]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = projectRequestSchema.safeParse(requestFrom(values, []));
    if (!checked.success) return show(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    try {
      await onSubmit(values);
      setErrors({});
    } catch (failure) {
      const { fields, message } = problemOf(failure, 'save the project');
      if (message) setProblem(message);
      else show(fields);
    }
  };

  const field = (name: 'name' | 'clientEmail' | 'startDate' | 'endDate', label: string, type: 'text' | 'email' | 'date' = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(errors[name] && `${id}-${name}-error`)}
        autoComplete="off"
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form ref={form} className="admin-editor__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        {field('name', 'Project name')}
        {field('clientEmail', "Client's e-mail", 'email')}
        {field('startDate', 'First day', 'date')}
        {field('endDate', 'Last day', 'date')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={4}
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
          aria-invalid={errors['notes'] ? true : undefined}
          aria-describedby={describedBy(errors['notes'] && `${id}-notes-error`)}
        />
        <FieldError id={`${id}-notes-error`} message={errors['notes']} />
      </div>
      <fieldset className="admin-fieldset">
        <legend>Quotes and bookings, by reference</legend>
        {values.links.map((link, index) => {
          const name = `links.${index}.reference`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and only removed by their own button
            <div key={index} className="admin-project__link">
              <div className="field">
                <label htmlFor={`${id}-link-${index}`}>Reference {index + 1}</label>
                <input
                  id={`${id}-link-${index}`}
                  name={name}
                  value={link.reference}
                  onChange={(event) => setLink(index, { reference: event.target.value })}
                  placeholder="Q-1A2B3C4D or B-1A2B3C4D"
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy(errors[name] && `${id}-link-${index}-error`)}
                  autoComplete="off"
                  spellCheck={false}
                />
                <FieldError id={`${id}-link-${index}-error`} message={errors[name]} />
              </div>
              <div className="admin-check">
                <input
                  id={`${id}-link-${index}-other`}
                  type="checkbox"
                  checked={link.otherClientAllowed}
                  onChange={(event) => setLink(index, { otherClientAllowed: event.target.checked })}
                />
                <label htmlFor={`${id}-link-${index}-other`}>Another client's</label>
              </div>
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => setValues((current) => ({ ...current, links: current.links.filter((_, at) => at !== index) }))}
              >
                Remove reference {index + 1}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => setValues((current) => ({ ...current, links: [...current.links, { reference: '', otherClientAllowed: false }] }))}
        >
          Add a reference
        </button>
      </fieldset>
      {problem && (
        <p className="admin-alert admin-alert--error" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
