import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuoteStateBadge } from './status-badge.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const render = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('a quote state for staff', () => {
  it('says Active or Expired while the quote is not booked', () => {
    expect(text(render(<QuoteStateBadge status="active" booking={null} />))).toBe('Active');
    expect(text(render(<QuoteStateBadge status="expired" booking={null} />))).toBe('Expired');
  });

  it('says it was booked, with the booking status and a link to the booking, whatever the price hold says', () => {
    const html = render(<QuoteStateBadge status="expired" booking={{ id: 'b-1', reference: 'B-1234ABCD', status: 'confirmed' }} />);
    expect(text(html)).toBe('Booked: confirmed Booking B-1234ABCD');
    expect(html).toContain('href="/admin/bookings/b-1"');
    expect(text(render(<QuoteStateBadge status="active" booking={{ id: 'b-2', reference: 'B-2', status: 'pending_deposit' }} linked={false} />))).toBe(
      'Booked: pending deposit',
    );
  });
});
