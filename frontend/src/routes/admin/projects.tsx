import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { calendarDateIn, formatDate } from '#domain/shared/dates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { plural } from '../../features/back-office/shared/format.ts';
import { useProjects } from '../../features/back-office/commerce/projects-api.ts';

/**
 * /projects: the multi-cruise events staff plan (decision 029), those to come first, soonest
 * first, with their open tasks; overdue tasks stand out so the day starts with them.
 */
export default function ProjectsPage() {
  const projects = useProjects();
  const today = calendarDateIn(new Date());
  let body: ReactNode;
  if (projects.isPending) body = <Spinner label="Loading the projects..." />;
  else if (projects.isError)
    body = <LoadError what="the projects" error={projects.error} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />;
  else if (projects.data.projects.length === 0) body = <p className="admin-empty">No projects yet. Make one for a client whose event spans several cruises.</p>;
  else
    body = (
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Projects, those to come first</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Dates</th>
              <th scope="col">Quotes and bookings</th>
              <th scope="col">Tasks</th>
            </tr>
          </thead>
          <tbody>
            {projects.data.projects.map((project) => (
              <tr key={project.id}>
                <th scope="row" data-label="Project">
                  <span>
                    <Link to={`/projects/${project.id}`} className="admin-table__key">
                      {project.name}
                    </Link>
                    <span className="admin-table__sub">{project.clientEmail}</span>
                  </span>
                </th>
                <td data-label="Dates">
                  {formatDate(project.startDate)}
                  {project.endDate !== project.startDate ? ` to ${formatDate(project.endDate)}` : ''}
                  {project.endDate < today ? <span className="admin-badge admin-badge--muted">Past</span> : null}
                </td>
                <td data-label="Quotes and bookings">{project.links}</td>
                <td data-label="Tasks">
                  {project.openTasks === 0
                    ? 'All done'
                    : `${plural(project.openTasks, 'open task')}${project.nextDue ? `, next due ${formatDate(project.nextDue)}` : ''}`}
                  {project.overdueTasks > 0 ? <span className="admin-badge admin-badge--expired">{plural(project.overdueTasks, 'task')} overdue</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Projects</h1>
        <Link to="/projects/new" className="button button--primary">
          New project
        </Link>
      </header>
      <p className="admin-page__lead">
        One client's event over several cruises or quotes (a wedding weekend: the welcome party, the after party): its quotes and bookings, notes, tasks and the
        total.
      </p>
      {body}
    </div>
  );
}
