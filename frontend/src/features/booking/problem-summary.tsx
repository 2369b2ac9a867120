import { AlertTriangle } from 'lucide-react';
import { InputLink } from '../../components/forms/input-link.tsx';
import { useId, type ReactNode, type Ref } from 'react';

export interface Problem {
  /** The id of the input the problem is about. */
  target: string;
  message: string;
}

/**
 * What stopped a booking, at the top of the form: each input's problem as a link to it, and
 * whatever else the guest needs to carry on (other times, a link, a phone number). The form moves
 * focus here after a failed submit, so a screen reader reads it first and a keyboard user can
 * jump to each input (InputLink).
 */
export function ProblemSummary({
  title,
  problems,
  children,
  ref,
}: {
  title: string;
  problems: readonly Problem[];
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const headingId = useId();
  return (
    <div ref={ref} className="booking-problems" role="group" tabIndex={-1} aria-labelledby={headingId}>
      <AlertTriangle size={22} aria-hidden="true" />
      <div className="booking-problems__body">
        <h3 id={headingId} className="booking-problems__title">
          {title}
        </h3>
        {problems.length > 0 && (
          <ul>
            {problems.map(({ target, message }) => (
              <li key={target}>
                <InputLink target={target}>{message}</InputLink>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}
