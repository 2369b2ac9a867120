// The API's staff (admin) routes of site (decision 041), apart from the public ones in ./site.ts
// so that no public page's chunk carries them. Their types are ./site.ts's `SiteIo`.
import { OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { SiteIo } from './site.ts';

const staffTable = {
  getAdminSettings: { method: 'GET', path: '/api/admin/settings', auth: 'admin', roles: OWNER_ONLY },
  putAdminSettings: { method: 'PUT', path: '/api/admin/settings', auth: 'admin', roles: OWNER_ONLY },
} as const satisfies Record<string, StaffRouteContract>;

export const siteStaffRoutes: RouteTable<typeof staffTable, SiteIo> = staffTable;
