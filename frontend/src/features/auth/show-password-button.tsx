import { Eye, EyeOff } from 'lucide-react';

/** The Show/Hide switch beside a password box (sign-in, a teammate's first password). */
export function ShowPasswordButton({ controls, shown, onToggle }: { controls: string; shown: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="auth-password__toggle" aria-controls={controls} onClick={onToggle}>
      {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      {shown ? 'Hide' : 'Show'}
      <span className="visually-hidden"> password</span>
    </button>
  );
}
