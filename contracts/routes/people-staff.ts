// The API's staff (admin) routes of people (decision 041), apart from the public ones in ./people.ts
// so that no public page's chunk carries them. Their types are ./people.ts's `PeopleIo`.
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { PeopleIo } from './people.ts';

const staffTable = {
  getAdminSummary: { method: 'GET', path: '/api/admin/summary', auth: 'admin', roles: OFFICE },
  listAdminCustomers: { method: 'GET', path: '/api/admin/customers', auth: 'admin', roles: OFFICE },
  getAdminCustomer: { method: 'GET', path: '/api/admin/customers/{email}', auth: 'admin', roles: OFFICE },
  putAdminCustomer: { method: 'PUT', path: '/api/admin/customers/{email}', auth: 'admin', roles: OFFICE },
  mergeAdminCustomer: { method: 'POST', path: '/api/admin/customers/{email}/merge', auth: 'admin', roles: OFFICE },
  getAdminCustomerCsv: { method: 'GET', path: '/api/admin/customer-export', auth: 'admin', roles: OFFICE },
  addCustomerNote: { method: 'POST', path: '/api/admin/customers/{email}/notes', auth: 'admin', roles: OFFICE },
  listAdminLeads: { method: 'GET', path: '/api/admin/leads', auth: 'admin', roles: OFFICE },
  // The team (decision 075): the owner's alone.
  getAdminTeam: { method: 'GET', path: '/api/admin/team', auth: 'admin', roles: OWNER_ONLY },
  inviteAdminTeammate: { method: 'POST', path: '/api/admin/team/invites', auth: 'admin', roles: OWNER_ONLY },
  cancelAdminTeamInvite: { method: 'DELETE', path: '/api/admin/team/invites/{id}', auth: 'admin', roles: OWNER_ONLY },
  putAdminTeamMember: { method: 'PUT', path: '/api/admin/team/members/{id}', auth: 'admin', roles: OWNER_ONLY },
  removeAdminTeamMember: { method: 'DELETE', path: '/api/admin/team/members/{id}', auth: 'admin', roles: OWNER_ONLY },
  putAdminTeamSettings: { method: 'PUT', path: '/api/admin/team/settings', auth: 'admin', roles: OWNER_ONLY },
} as const satisfies Record<string, StaffRouteContract>;

export const peopleStaffRoutes: RouteTable<typeof staffTable, PeopleIo> = staffTable;
