import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describedBy, FieldError } from './field-error.tsx';

describe('FieldError', () => {
  it('renders the message under its id, as an alert when asked, and nothing without a message', () => {
    expect(renderToStaticMarkup(<FieldError id="f-email-error" message="Enter a valid e-mail address." />)).toBe(
      '<p id="f-email-error" class="field__error">Enter a valid e-mail address.</p>',
    );
    expect(renderToStaticMarkup(<FieldError id="f-reason-error" message="Give a reason." alert />)).toBe(
      '<p id="f-reason-error" class="field__error" role="alert">Give a reason.</p>',
    );
    for (const message of [undefined, null, '']) expect(renderToStaticMarkup(<FieldError id="x" message={message} />)).toBe('');
  });
});

describe('describedBy', () => {
  it('joins the ids that are present, and gives nothing when none is', () => {
    expect(describedBy('f-hint', false, 'f-error')).toBe('f-hint f-error');
    expect(describedBy(undefined, null, false, '')).toBeUndefined();
  });
});
