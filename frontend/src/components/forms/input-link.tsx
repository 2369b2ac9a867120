import type { ReactNode } from 'react';

/**
 * A link in an error summary to the input a problem is about. It focuses the input rather than
 * changing the address, so the page does not jump to the top on a back navigation and a keyboard
 * user lands where they type (the GOV.UK error summary pattern).
 */
export function InputLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const input = document.getElementById(target);
        if (!input) return;
        event.preventDefault();
        input.focus();
        input.scrollIntoView({ block: 'center' });
      }}
    >
      {children}
    </a>
  );
}
