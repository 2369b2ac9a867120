// The API's staff (admin) routes of site (decision 041), apart from the public ones in ./site.ts
// so that no public page's chunk carries them. Their types are ./site.ts's `SiteIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { SiteIo } from './site.ts';

const staffTable = {
  getAdminSettings: { method: 'GET', path: '/api/admin/settings', auth: 'admin' },
  putAdminSettings: { method: 'PUT', path: '/api/admin/settings', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const siteStaffRoutes: RouteTable<typeof staffTable, SiteIo> = staffTable;
