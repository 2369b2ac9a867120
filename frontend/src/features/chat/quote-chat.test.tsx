import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarPicker } from './calendar-picker.tsx';
import { QuoteChat } from './quote-chat.tsx';

const TODAY = '2026-06-10'; // a Wednesday

describe('QuoteChat markup', () => {
  const html = renderToStaticMarkup(<QuoteChat source="chat" search="?type=bachelorette" today={TODAY} onQuoteSaved={() => undefined} />);

  it('shows the progress as text and as a labelled progress bar', () => {
    expect(html).toContain('Step 2 of 9');
    expect(html).toMatch(/role="progressbar" aria-labelledby="[^"]+" aria-valuemin="0" aria-valuemax="9" aria-valuenow="1"/);
  });

  it('shows the preselected answer with a Change button and asks for the date in a live region', () => {
    expect(html).toContain('<span class="chat-msg__answer">Bachelorette Party</span>');
    expect(html).toContain('aria-label="Change occasion: Bachelorette Party"');
    expect(html).toMatch(/<div class="chat-current" aria-live="polite"><p class="chat-msg chat-msg--assistant chat-msg--question" tabindex="-1" id="[^"]+">Which day would you like to cruise\?<\/p>/);
    expect(html).toContain('<label for="');
    expect(html).toContain('>Type your answer</label>');
  });

  it('has no site chrome, so the embed can render it', () => {
    expect(html).not.toMatch(/<(header|nav|footer|main)\b/);
  });
});

describe('CalendarPicker markup', () => {
  const html = renderToStaticMarkup(<CalendarPicker today={TODAY} groupSize={20} onSelect={() => undefined} />);
  const days = [...html.matchAll(/<button type="button" class="chat-calendar__day"[^>]*>/g)].map((m) => m[0]);

  it('puts exactly one day, today, in the tab order', () => {
    const stops = days.filter((tag) => tag.includes('tabindex="0"'));
    expect(stops).toHaveLength(1);
    expect(stops[0]).toContain('data-date="2026-06-10"');
    expect(stops[0]).toContain('aria-current="date"');
  });

  it('labels each day with its day type and price level, and disables past days', () => {
    expect(html).toContain('aria-label="Saturday, June 13, 2026, Saturday rate, $$$, disco cruise sails"');
    expect(html).toContain('aria-label="Monday, June 15, 2026, Monday–Thursday rate, $"');
    expect(days.find((tag) => tag.includes('data-date="2026-06-09"'))).toContain('disabled=""');
    expect(html).toContain('disabled="" aria-label="Previous month"');
  });
});
