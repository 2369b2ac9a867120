import { Fragment } from 'react';

/**
 * An e-mail address that wraps between its parts (before the "@" and the dots of the name before
 * it; a hyphen is already a place to break) rather than mid-word, which `overflow-wrap: anywhere`
 * does in a table whose columns it shrinks. The domain stays whole ("@example.com", not
 * "@example" and ".com"). A part too long for its box still breaks (`admin-email`, as a last
 * resort), and the whole address is its title, so it reads whole wherever it wraps.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [...email.slice(0, at).split(/(?=\.)/), email.slice(at)] : [email];
  return (
    <span className={className ? `admin-email ${className}` : 'admin-email'} title={email}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never change order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
