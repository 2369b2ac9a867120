import { AlertTriangle } from 'lucide-react';
import { InputLink } from '../../components/forms/input-link.tsx';
import { useId, type Ref } from 'react';

export interface SummaryProblem {
  /** The id of the input the problem is about; none for a problem with the form as a whole. */
  target?: string;
  message: string;
}

/**
 * The problems a failed submit found, as a list of links to their inputs (the GOV.UK pattern).
 * The form moves focus here, so a screen reader reads how many problems there are and a
 * keyboard user can jump to each; a link focuses its input rather than changing the address.
 */
export function ErrorSummary({ problems, title, ref }: { problems: readonly SummaryProblem[]; title?: string; ref?: Ref<HTMLDivElement> }) {
  const headingId = useId();
  if (problems.length === 0) return null;
  const heading = title ?? (problems.length === 1 ? 'There is a problem' : `There are ${problems.length} problems`);
  return (
    <div ref={ref} className="admin-alert admin-alert--error admin-error-summary" role="group" tabIndex={-1} aria-labelledby={headingId}>
      <AlertTriangle size={22} aria-hidden="true" />
      <div>
        <h2 id={headingId} className="admin-alert__title">
          {heading}
        </h2>
        <ul>
          {problems.map(({ target, message }) => (
            <li key={`${target ?? ''}:${message}`}>{target ? <InputLink target={target}>{message}</InputLink> : message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
