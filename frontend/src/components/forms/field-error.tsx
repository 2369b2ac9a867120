/**
 * A field's error message, under the field, or nothing when it has none. The field names it in
 * aria-describedby (see describedBy), so a screen reader reads the message with the field.
 */
export function FieldError({ id, message, alert = false }: { id: string; message: string | null | undefined; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

/** An aria-describedby value from the ids of what describes a field (hints, an error), leaving out the absent ones. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}
