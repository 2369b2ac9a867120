import { customerKey, editedCustomer, mergedCustomer, type CustomerEdit } from '#domain/people/customer-edits.ts';
import type { Customer } from '#domain/people/customers.ts';
import type { Config } from '../../platform/config.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';

// Staff edit a customer's name, phone and e-mail (domain/people/customer-edits.ts says what a new
// address moves and what it leaves where it was).

export async function editCustomer(
  config: Config,
  email: string,
  edit: CustomerEdit,
  by: string,
  now: Date,
): Promise<Outcome<{ customer: Customer; version: number }, 'CUSTOMER_NOT_FOUND' | 'CUSTOMER_CHANGED' | 'EMAIL_TAKEN'>> {
  const customers = customersRepository(config);
  const found = await customers.lookup(email);
  if (found?.kind !== 'customer') return refused('CUSTOMER_NOT_FOUND', 'No customer has this e-mail address.');
  const changed = () =>
    refused(
      'CUSTOMER_CHANGED',
      'This customer changed while you were editing (a colleague, or something the guest did). Load it again, then make your change.',
    );
  if (found.version !== edit.version) return changed();
  const taken = () =>
    refused('EMAIL_TAKEN', `Another customer has ${customerKey(edit.email)}. If they are the same person, open that customer and merge this record into it.`, {
      fields: { email: 'Another customer has this e-mail address.' },
    });
  const target = customerKey(edit.email);
  if (target !== customerKey(email)) {
    // Checked first for the answer's sake; the move's own condition is what keeps it true.
    const there = await customers.lookup(target);
    if (there && !(there.kind === 'moved' && there.movedTo === customerKey(email))) return taken();
  }
  const next = editedCustomer(found.customer, edit);
  const saved = await customers.edit(email, edit.version, next, by, now.toISOString());
  if (saved.outcome === 'stale') return changed();
  if (saved.outcome === 'email-taken') return taken();
  return done({ customer: saved.customer, version: target === customerKey(email) ? edit.version + 1 : 1 });
}

/** Folds the record at `from` into the one at `email` (domain's mergedCustomer): both histories are then read with it. */
export async function mergeCustomers(
  config: Config,
  email: string,
  request: { from: string; version: number },
  by: string,
  now: Date,
): Promise<Outcome<{ customer: Customer; version: number }, 'CUSTOMER_NOT_FOUND' | 'CUSTOMER_CHANGED' | 'SAME_CUSTOMER'>> {
  if (customerKey(request.from) === customerKey(email)) {
    return refused('SAME_CUSTOMER', 'That is this customer’s own address: enter the other record’s e-mail.', {
      fields: { from: 'Enter the other record’s e-mail.' },
    });
  }
  const customers = customersRepository(config);
  const [kept, other] = await Promise.all([customers.lookup(email), customers.lookup(request.from)]);
  if (kept?.kind !== 'customer') return refused('CUSTOMER_NOT_FOUND', 'No customer has this e-mail address.');
  if (other?.kind !== 'customer') {
    return refused('CUSTOMER_NOT_FOUND', `No other customer has ${customerKey(request.from)}.`, {
      fields: { from: other?.kind === 'moved' ? `That record was moved to ${other.movedTo}.` : 'No customer has this e-mail address.' },
    });
  }
  const changed = refused('CUSTOMER_CHANGED', 'One of the two customers changed while you were merging. Load the page again, then merge.');
  if (kept.version !== request.version) return changed;
  const next = mergedCustomer(kept.customer, other.customer);
  const merged = await customers.merge(email, request.version, next, request.from, other.version, by, now.toISOString());
  return merged === 'merged' ? done({ customer: next, version: request.version + 1 }) : changed;
}
