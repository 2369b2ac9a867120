import type { ReactNode } from 'react';

/**
 * Content a phone shows behind a tap and a wide screen shows as it is (components.css,
 * .phone-disclosure): for the reference parts of a long page, such as the home page's glossary.
 */
export function PhoneDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="phone-disclosure">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
