import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { businessFactEditableDefaults } from '#domain/site/business-settings.ts';
import { routeList } from '#functions/http/routes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { adminSession, contactFor, customerSession, guestQuote, privateSelection, uniqueEmail } from './admin-support.ts';

const config = loadConfig();
const adminRoutes = routeList.filter((route) => route.path.startsWith('/api/admin/'));

/** A concrete path for a route, with sample parameters. */
function pathOf(path: string, email = 'someone@test.example'): string {
  return path
    .replace('{id}', randomUUID())
    .replace('{email}', encodeURIComponent(email))
    .replace('{route+}', encodeURIComponent('/faq'))
    .replace('{date}', '2027-01-13')
    .replace('{boat}', 'all');
}

const validBody = (path: string, email: string) =>
  path.startsWith('/api/admin/seo/')
    ? { metaTitle: 'Not staff' }
    : path === '/api/admin/settings'
      ? { version: 0, facts: { ...businessFactEditableDefaults, foundedYear: 1999 } }
      : path.endsWith('/notes')
        ? { text: 'Called back about the date.' }
        : { selection: privateSelection(), contact: contactFor(email) };

describe('back-office access', () => {
  it('lists every back-office route as admin-only in the route table', () => {
    expect(adminRoutes.map((route) => route.name).sort()).toEqual(
      [
        'addCustomerNote',
        'createAdminQuote',
        'previewAdminQuotePrice',
        'deleteAdminSeo',
        'getAdminCustomer',
        'getAdminQuote',
        'getAdminSummary',
        'listAdminCustomers',
        // Staff edit a customer and download the list (issue 29).
        'putAdminCustomer',
        'mergeAdminCustomer',
        'getAdminCustomerCsv',
        'listAdminLeads',
        'listAdminQuotes',
        'listAdminSeo',
        'putAdminSeo',
        'getAdminSettings',
        'putAdminSettings',
        'listAdminBookings',
        'getAdminBooking',
        'recordBookingPayment',
        'cancelAdminBooking',
        'refundAdminBooking',
        'adjustAdminBooking',
        'resendAdminPayLink',
        'moveAdminBooking',
        // Staff edit a booking (issue 29, decision 073).
        'previewAdminBookingEdit',
        'editAdminBooking',
        // Staff's agent chat (issue 30, decision 072).
        'listAgentConversations',
        'getAdminAgentConversation',
        'takeOverAgentConversation',
        'replyToAgentConversation',
        'markAgentAnswerWrong',
        'listAgentReviews',
        // Staff's assistant (issue 30, decision 079).
        'askStaffAssistant',
        'getAdminInventory',
        'putAdminInventorySettings',
        'putAdminBlackout',
        'deleteAdminBlackout',
        'getAdminManifests',
        'getAdminBookingManifest',
        'remindAdminManifest',
        // The media library (issue 19, decision 031).
        'listAdminMedia',
        'getAdminMedia',
        'createAdminMediaUpload',
        'replaceAdminMediaFile',
        'putAdminMedia',
        'deleteAdminMedia',
        'listAdminPageSlots',
        'putAdminPageSlot',
        // Content blocks and the FAQ review (issue 19, decision 032).
        'getAdminContentBlocks',
        'putAdminContentBlock',
        'getAdminFaqReview',
        'putAdminFaqPage',
        // Guests' reviews, approved before they show (issue 29, decision 077).
        'listAdminGuestReviews',
        'putAdminGuestReview',
        // The blog (issue 19, decision 030).
        'getAdminBlog',
        'postAdminBlog',
        'deleteAdminBlog',
        // Prices, add-ons, promo codes, partners, templates, projects and the summary (issue 18).
        'getAdminPricing',
        'changeAdminPricing',
        'listAdminProducts',
        'createAdminProduct',
        'putAdminProduct',
        'listAdminPromoCodes',
        'createAdminPromoCode',
        'putAdminPromoCode',
        'listAdminPartners',
        'createAdminPartner',
        'updateAdminPartner',
        'getAdminPartnerReport',
        'getAdminPartnerReportCsv',
        'markAdminPartnerCommissionPaid',
        'listAdminEmailTemplates',
        'putAdminEmailTemplate',
        'deleteAdminEmailTemplate',
        'previewAdminEmailTemplate',
        'listAdminProjects',
        'createAdminProject',
        'getAdminProject',
        'putAdminProject',
        'getAdminBusinessSummary',
        // Saved quote presets (issue 18, decision 029).
        'listAdminQuotePresets',
        'createAdminQuotePreset',
        'putAdminQuotePreset',
        'deleteAdminQuotePreset',
        'applyAdminQuotePreset',
        // Booking a caller (issue 29, decision 068).
        'bookAdminQuote',
        'getAdminAvailability',
        'startAdminCardCheckout',
        // The team and the captain's check-in (issue 29, decision 075).
        'getAdminTeam',
        'inviteAdminTeammate',
        'cancelAdminTeamInvite',
        'putAdminTeamMember',
        'removeAdminTeamMember',
        'putAdminTeamSettings',
        'markAdminGuestOnBoard',
        'putAdminCruiseCrew',
        'getAdminCrewChoices',
      ].sort(),
    );
    for (const route of adminRoutes) expect(route.auth).toBe('admin');
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 without a session and 403 to a signed-in non-admin',
    async (_name, route) => {
      const email = uniqueEmail('access');
      const body = route.method === 'POST' || route.method === 'PUT' ? validBody(route.path, email) : undefined;
      const request = (cookie?: string) =>
        api(route.method, pathOf(route.path, email), { from: newClientAddress(), ...(body ? { body } : {}), headers: cookie ? { cookie } : {} });

      const signedOut = await request();
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
      expect(signedOut.headers['cache-control']).toBe('no-store');

      const forged = await request('__Host-session=not-a-token');
      expect(forged.status).toBe(401);

      const customer = await request(await customerSession());
      expect(customer.status).toBe(403);
      expect(customer.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
      // A refused write writes nothing.
      if (route.method === 'POST') expect(await quotesRepository(config).listByEmail(email)).toEqual([]);
    },
  );

  it('refuses a non-admin note on a real customer and keeps nothing', async () => {
    const email = uniqueEmail('access-note');
    await guestQuote(email);
    await eventually(() => customersRepository(config).get(email));
    const response = await api('POST', `/api/admin/customers/${encodeURIComponent(email)}/notes`, {
      from: newClientAddress(),
      body: { text: 'Not staff.' },
      headers: { cookie: await customerSession() },
    });
    expect(response.status).toBe(403);
    expect(await customersRepository(config).listNotes(email)).toEqual([]);
  });

  it('lets the signed-in admin through', async () => {
    const response = await api('GET', '/api/admin/summary', { from: newClientAddress(), headers: { cookie: await adminSession() } });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
