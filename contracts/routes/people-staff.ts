// The API's staff (admin) routes of people (decision 041), apart from the public ones in ./people.ts
// so that no public page's chunk carries them. Their types are ./people.ts's `PeopleIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { PeopleIo } from './people.ts';

const staffTable = {
  getAdminSummary: { method: 'GET', path: '/api/admin/summary', auth: 'admin' },
  listAdminCustomers: { method: 'GET', path: '/api/admin/customers', auth: 'admin' },
  getAdminCustomer: { method: 'GET', path: '/api/admin/customers/{email}', auth: 'admin' },
  putAdminCustomer: { method: 'PUT', path: '/api/admin/customers/{email}', auth: 'admin' },
  mergeAdminCustomer: { method: 'POST', path: '/api/admin/customers/{email}/merge', auth: 'admin' },
  getAdminCustomerCsv: { method: 'GET', path: '/api/admin/customer-export', auth: 'admin' },
  addCustomerNote: { method: 'POST', path: '/api/admin/customers/{email}/notes', auth: 'admin' },
  listAdminLeads: { method: 'GET', path: '/api/admin/leads', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const peopleStaffRoutes: RouteTable<typeof staffTable, PeopleIo> = staffTable;
