import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmPrompt } from './confirm-prompt.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { DetailPending, LoadError } from './load-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { MoneyTable } from './money-table.tsx';
import { EmailAddress } from './email-address.tsx';

interface Row {
  id: string;
  who: string;
  amount: number;
}
const rows: Row[] = [
  { id: 'a', who: 'Ana', amount: 12_345 },
  { id: 'b', who: 'Ben', amount: 500 },
];
const columns = [
  { label: 'Who', cell: (row: Row) => row.who },
  { label: 'Amount', amount: (row: Row) => row.amount },
  { label: 'Taken off', amount: (row: Row) => row.amount, negative: true },
  { label: 'Note', className: 'admin-table__message', cell: () => 'n' },
] as const;

describe("the admin kit's money table", () => {
  it('shows cents as dollars, right-aligned in its header and cells, with the first column heading each row', () => {
    const html = renderToStaticMarkup(<MoneyTable caption="Money" rows={rows} rowKey={(row) => row.id} columns={columns} empty="None." />);
    expect(html).toContain('<caption>Money</caption>');
    expect(html).toContain('<th scope="col" class="admin-table__number">Amount</th>');
    expect(html).toContain('<th scope="col">Who</th>');
    expect(html).toContain('<th scope="row" data-label="Who">Ana</th>');
    expect(html).toContain('<td data-label="Amount" class="admin-table__number">$123.45</td>');
    expect(html).toContain('<td data-label="Taken off" class="admin-table__number">-$5.00</td>');
    expect(html).toContain('<td data-label="Note" class="admin-table__message">n</td>');
    expect(html).not.toContain('role="region"');
  });

  it('is a focusable region when it may scroll, and a sentence when there is nothing to list', () => {
    const html = renderToStaticMarkup(
      <MoneyTable caption="Money" region="Money for B-1" rows={rows} rowKey={(row) => row.id} columns={columns} empty="None." />,
    );
    expect(html).toContain('<div class="admin-table-wrap" role="region" aria-label="Money for B-1" tabindex="0">');
    expect(renderToStaticMarkup(<MoneyTable caption="Money" rows={[]} rowKey={(row: Row) => row.id} columns={columns} empty="None." />)).toBe(
      '<p class="admin-empty">None.</p>',
    );
  });
});

describe("the admin kit's confirm dialogs", () => {
  it('asks a short question labelled by its own text, saying what it is doing while busy', () => {
    const idle = renderToStaticMarkup(<ConfirmPrompt id="x" question="Reset?" busy={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(idle).toContain('role="group" aria-labelledby="x-confirm"');
    expect(idle).toContain('<p id="x-confirm" class="admin-alert__title">Reset?</p>');
    expect(idle).toContain('>Yes, reset</button>');
    const busy = renderToStaticMarkup(<ConfirmPrompt id="x" question="Reset?" busy onConfirm={() => {}} onCancel={() => {}} />);
    expect(busy).toMatch(/disabled="">Resetting\.\.\.<\/button>/);
  });

  it('puts a step under a focusable heading, with the danger button and Go back both held while busy', () => {
    const html = renderToStaticMarkup(
      <ConfirmStep id="y" heading="Cancel booking B-1?" busy confirmLabel="Yes, cancel" busyLabel="Cancelling..." onConfirm={() => {}} onBack={() => {}}>
        <p>What happens.</p>
      </ConfirmStep>,
    );
    expect(html).toContain('<section class="admin-booking-form admin-booking-confirm" aria-labelledby="y-confirm">');
    expect(html).toContain('<h3 id="y-confirm" tabindex="-1" class="admin-subheading">Cancel booking B-1?</h3><p>What happens.</p>');
    expect(html).toContain('class="button admin-button--danger" disabled="">Cancelling...</button>');
    expect(html).toContain('<button type="button" class="button" disabled="">Go back</button>');
  });
});

describe("the admin kit's load errors", () => {
  const notFound = new ApiError(404, '{"error":{"code":"NOT_FOUND","message":"No post has that id."}}', 'Not Found');
  const unreachable = new ApiError(503, '', 'Service Unavailable');

  it('says a record that is not there was not found, with no retry and no talk of the connection', () => {
    const html = renderToStaticMarkup(<LoadError what="the post" error={notFound} onRetry={() => {}} retrying={false} />);
    expect(html).toContain('We couldn&#x27;t find the post.');
    expect(html).not.toContain('connection');
    expect(html).not.toContain('Try again');
    const outage = renderToStaticMarkup(<LoadError what="the post" error={unreachable} onRetry={() => {}} retrying={false} />);
    expect(outage).toContain('Check your connection and try again.');
    expect(outage).toContain('>Try again</button>');
  });

  it("gives a missing record the screen's not-found heading and its way back", () => {
    const query = { isError: true, error: notFound, isFetching: false, refetch: () => undefined };
    const html = renderToStaticMarkup(<DetailPending query={query} noun="post" notFound="No post has this address." />);
    expect(html).toBe('<h1>Post not found</h1><p class="admin-empty">No post has this address.</p>');
  });
});

describe("the admin kit's e-mail address", () => {
  it('may wrap before the @ and the dots of the name (not mid-word, nor inside the domain), and is whole in its title', () => {
    const html = renderToStaticMarkup(<EmailAddress email="alexandra.whitfield-montgomery@example-planners.com" className="admin-table__sub" />);
    expect(html).toBe(
      '<span class="admin-email admin-table__sub" title="alexandra.whitfield-montgomery@example-planners.com">alexandra<wbr/>.whitfield-montgomery<wbr/>@example-planners.com</span>',
    );
    expect(renderToStaticMarkup(<EmailAddress email="owner@example.com" />)).toBe(
      '<span class="admin-email" title="owner@example.com">owner<wbr/>@example.com</span>',
    );
  });
});
