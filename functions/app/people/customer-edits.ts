import { customerKey, editedCustomer, type CustomerEdit } from '#domain/people/customer-edits.ts';
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
    refused('EMAIL_TAKEN', `Another customer has ${customerKey(edit.email)}. Open that customer instead; merging two records is not offered yet.`, {
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
