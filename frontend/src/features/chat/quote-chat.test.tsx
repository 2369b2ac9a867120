import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import type { DayClosures } from './availability.ts';
import { CalendarPicker } from './calendar-picker.tsx';
import { QuoteChat } from './quote-chat.tsx';

const TODAY = '2026-06-10'; // a Wednesday

describe('QuoteChat markup', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <QuoteChat source="chat" search="?type=bachelorette" today={TODAY} onQuoteSaved={() => undefined} />
    </QueryClientProvider>,
  );

  it('shows the progress as text and as a labelled progress bar', () => {
    expect(html).toContain('Step 2 of 9');
    expect(html).toMatch(/role="progressbar" aria-labelledby="[^"]+" aria-valuemin="0" aria-valuemax="9" aria-valuenow="1"/);
  });

  it('shows the preselected answer with a Change button and asks for the date in a live region', () => {
    expect(html).toContain('<span class="chat-msg__answer">Bachelorette Party</span>');
    expect(html).toContain('aria-label="Change occasion: Bachelorette Party"');
    expect(html).toMatch(
      /<div class="chat-current" aria-live="polite"><p class="chat-msg chat-msg--assistant chat-msg--question" tabindex="-1" id="[^"]+">Which day would you like to cruise\?<\/p>/,
    );
    expect(html).toContain('<label for="');
    expect(html).toContain('>Type your answer</label>');
  });

  it('has no site chrome, so the embed can render it', () => {
    expect(html).not.toMatch(/<(header|nav|footer|main)\b/);
  });
});

describe('CalendarPicker markup', () => {
  const june = { year: 2026, month: 6 };
  const render = (closures?: DayClosures) =>
    renderToStaticMarkup(
      <CalendarPicker today={TODAY} month={june} onMonthChange={() => undefined} groupSize={20} closures={closures} onSelect={() => undefined} />,
    );
  const dayTags = (markup: string) => [...markup.matchAll(/<button type="button" class="chat-calendar__day"[^>]*>/g)].map((m) => m[0]);
  const html = render();
  const days = dayTags(html);

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

  it('marks days that cannot be booked, with the reason in their name, and keeps them reachable by the keyboard', () => {
    const closures: DayClosures = new Map([
      [TODAY, 'book-by-phone'],
      ['2026-06-13', 'sold-out'],
      ['2026-06-14', 'closed'],
      ['2026-06-15', null],
    ]);
    const marked = render(closures);
    const tags = dayTags(marked);
    const today = tags.find((tag) => tag.includes(`data-date="${TODAY}"`))!;
    // Still the one tab stop, and focusable: aria-disabled, not disabled.
    expect(today).toContain('tabindex="0"');
    expect(today).toContain('aria-disabled="true"');
    expect(today).not.toContain('disabled=""');
    expect(today).toMatch(/aria-label="Wednesday, June 10, 2026, [^"]+, Book by phone"/);
    expect(marked).toContain('aria-label="Saturday, June 13, 2026, Saturday rate, $$$, disco cruise sails, Sold out"');
    expect(tags.find((tag) => tag.includes('data-date="2026-06-14"'))).toContain('data-closed="closed"');
    expect(tags.find((tag) => tag.includes('data-date="2026-06-15"'))).not.toContain('aria-disabled');
    // The cell shows a short mark instead of the price level, and the key explains each mark used.
    expect(marked).toMatch(
      /data-date="2026-06-13"[^>]*><span class="chat-calendar__number">13<\/span><span class="chat-calendar__level" aria-hidden="true">Full<\/span>/,
    );
    expect(marked).toContain('<span class="chat-calendar__legend-level">Full</span> Sold out');
    expect(marked).toContain('<span class="chat-calendar__legend-level">Call</span> Book by phone');
    expect(html).not.toContain('chat-calendar__legend-level">Full');
  });
});
