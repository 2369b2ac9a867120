import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates.ts';
import type { AdminProjectListResponse, AdminProjectResponse } from '#domain/commerce/projects.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { checkedLinks } from '#functions/app/commerce/project-links.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, guestQuote, privateSelection, today, uniqueEmail } from './admin-support.ts';

const config = loadConfig();

/** A client with quotes, once the timeline consumer has made them a customer. */
async function clientWithQuotes(count: number) {
  const email = uniqueEmail('project-client');
  const quotes = [];
  for (let index = 0; index < count; index += 1) quotes.push(await guestQuote(email, privateSelection({ groupSize: 20 + index })));
  await eventually(() => customersRepository(config).get(email));
  return { email, quotes };
}

const namedProjects = async (name: string) =>
  ((await asAdmin('GET', '/api/admin/projects')).body as AdminProjectListResponse).projects.filter((project) => project.name === name);

describe('the project routes', () => {
  it('refuses bad input with 400 or 422 naming the field, and stores nothing', async () => {
    const { email, quotes } = await clientWithQuotes(1);
    const other = await clientWithQuotes(1);
    const name = `Refused ${email}`;
    const start = addDays(today(), 60);
    const base = {
      name,
      clientEmail: email,
      startDate: start,
      endDate: addDays(start, 2),
      notes: '',
      links: [{ reference: quotes[0]!.quote.reference }],
      tasks: [],
    };
    const cases: Array<[unknown, number, string, RegExp]> = [
      [{ ...base, endDate: addDays(start, -1) }, 400, 'endDate', /before the first/],
      [{ ...base, startDate: '', endDate: '' }, 400, 'startDate', /^Choose the first day\.$/],
      [{ ...base, startDate: '' }, 400, 'startDate', /^Choose the first day\.$/],
      [{ ...base, endDate: '' }, 400, 'endDate', /^Choose the last day\.$/],
      [{ ...base, tasks: [{ title: '', dueOn: start, done: false }] }, 400, 'tasks.0.title', /task/],
      [{ ...base, links: [{ reference: 'Q-00000000' }] }, 422, 'links.0.reference', /No quote has the reference Q-00000000/],
      [{ ...base, links: [{ reference: other.quotes[0]!.quote.reference }] }, 422, 'links.0.reference', /not this client's/],
      [{ ...base, clientEmail: uniqueEmail('nobody'), links: [] }, 422, 'clientEmail', /No customer/],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await asAdmin('POST', '/api/admin/projects', body);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.error.code).toBe(status === 422 ? 'PROJECT_INVALID' : 'VALIDATION_FAILED');
      expect(response.body.error.fields[field]).toMatch(message);
    }
    expect(await namedProjects(name)).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/projects/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('checks the links as an outcome: every failing field in one PROJECT_INVALID refusal, or the links a save stores', async () => {
    const { email, quotes } = await clientWithQuotes(1);
    const start = addDays(today(), 60);
    const request = { name: `Checked ${email}`, startDate: start, endDate: start, notes: '', tasks: [] };
    const nobody = uniqueEmail('nobody');
    const refusal = expectRefused(
      await checkedLinks(config, { ...request, clientEmail: nobody, links: [{ reference: 'B-00000000', otherClientAllowed: false }] }, new Date()),
    );
    expect(refusal).toMatchObject({ statusCode: 422, code: 'PROJECT_INVALID' });
    expect(Object.keys(refusal.fields ?? {}).sort()).toEqual(['clientEmail', 'links.0.reference']);
    expect(refusal.message).toBe(Object.values(refusal.fields ?? {}).join(' '));
    const reference = quotes[0]!.quote.reference;
    const links = expectDone(await checkedLinks(config, { ...request, clientEmail: email, links: [{ reference, otherClientAllowed: false }] }, new Date()));
    expect(links).toEqual([{ kind: 'quote', id: quotes[0]!.quote.id, reference, otherClientAllowed: false }]);
  });

  it("makes a wedding weekend of the client's two quotes and a friend's, with a task; ticking it records who; the total is summed", async () => {
    const { email, quotes } = await clientWithQuotes(2);
    const friend = await clientWithQuotes(1);
    const start = addDays(today(), 90);
    const request = {
      name: `Kim & Lee wedding weekend ${email}`,
      clientEmail: email.toUpperCase(),
      startDate: start,
      endDate: addDays(start, 2),
      notes: 'Welcome party Friday, after party Sunday.',
      links: [
        { reference: quotes[0]!.quote.reference },
        { reference: quotes[1]!.quote.reference.toLowerCase() },
        { reference: friend.quotes[0]!.quote.reference, otherClientAllowed: true },
      ],
      tasks: [{ title: 'Confirm the florist for the welcome party', dueOn: addDays(today(), -1), done: false }],
    };
    const created = await asAdmin('POST', '/api/admin/projects', request);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { project } = created.body as AdminProjectResponse;
    expect(project).toMatchObject({ clientEmail: email, revision: 1, createdBy: adminEmail, overdue: 1 });
    expect(project.links.map((link) => link.kind)).toEqual(['quote', 'quote', 'quote']);
    const sum = [...quotes, ...friend.quotes].reduce((total, quote) => total + quote.quote.price.totalPrice, 0);
    expect(project.totals).toEqual({ quoted: sum, booked: 0, paid: 0, remaining: 0 });

    const listed = await namedProjects(request.name);
    expect(listed).toEqual([expect.objectContaining({ id: project.id, links: 3, openTasks: 1, overdueTasks: 1 })]);

    const ticked = await asAdmin('PUT', `/api/admin/projects/${project.id}`, {
      ...request,
      revision: 1,
      tasks: [{ ...request.tasks[0], id: project.tasks[0]!.id, done: true }],
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect((ticked.body as AdminProjectResponse).project.tasks[0]).toMatchObject({
      id: project.tasks[0]!.id,
      done: true,
      doneBy: adminEmail,
      doneAt: expect.any(String),
    });
    expect((ticked.body as AdminProjectResponse).project.overdue).toBe(0);

    const stale = await asAdmin('PUT', `/api/admin/projects/${project.id}`, { ...request, name: 'Overwritten', revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PROJECT_CHANGED');
    expect(((await asAdmin('GET', `/api/admin/projects/${project.id}`)).body as AdminProjectResponse).project).toMatchObject({
      name: request.name,
      revision: 2,
    });
  });
});
