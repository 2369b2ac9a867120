import { useRef, useState } from 'react';

/**
 * A back-office list with its form below it (products, discounts, prices, pricing rules): what the
 * form edits, a key that gives every opening a fresh form, and the form's heading. Opening takes
 * the keyboard to that heading (the form is below the list, as a click on Edit takes the eye);
 * `focus` false leaves it where it is (a form closed).
 */
export function useFormBelowList<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const open = (next: T | null, focus = next !== null) => {
    setEditing(next);
    setFormKey((key) => key + 1);
    if (focus) requestAnimationFrame(() => formHeading.current?.focus());
  };
  return { editing, formKey, formHeading, open };
}
