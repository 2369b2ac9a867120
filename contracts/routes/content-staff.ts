// The API's staff (admin) routes of content (decision 041), apart from the public ones in ./content.ts
// so that no public page's chunk carries them. Their types are ./content.ts's `ContentIo`.
import { OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { ContentIo } from './content.ts';

const staffTable = {
  listAdminSeo: { method: 'GET', path: '/api/admin/seo', auth: 'admin', roles: OFFICE },
  putAdminSeo: { method: 'PUT', path: '/api/admin/seo/{route+}', auth: 'admin', roles: OFFICE },
  deleteAdminSeo: { method: 'DELETE', path: '/api/admin/seo/{route+}', auth: 'admin', roles: OFFICE },
  listAdminMedia: { method: 'GET', path: '/api/admin/media', auth: 'admin', roles: OFFICE },
  getAdminMedia: { method: 'GET', path: '/api/admin/media/{id}', auth: 'admin', roles: OFFICE },
  createAdminMediaUpload: { method: 'POST', path: '/api/admin/media/uploads', auth: 'admin', roles: OFFICE },
  replaceAdminMediaFile: { method: 'POST', path: '/api/admin/media/{id}/file', auth: 'admin', roles: OFFICE },
  putAdminMedia: { method: 'PUT', path: '/api/admin/media/{id}', auth: 'admin', roles: OFFICE },
  deleteAdminMedia: { method: 'DELETE', path: '/api/admin/media/{id}', auth: 'admin', roles: OFFICE },
  listAdminPageSlots: { method: 'GET', path: '/api/admin/media-slots', auth: 'admin', roles: OFFICE },
  putAdminPageSlot: { method: 'PUT', path: '/api/admin/media-slots/{slot}', auth: 'admin', roles: OFFICE },
  getAdminContentBlocks: { method: 'GET', path: '/api/admin/content-blocks', auth: 'admin', roles: OFFICE },
  putAdminContentBlock: { method: 'PUT', path: '/api/admin/content-blocks/{key}', auth: 'admin', roles: OFFICE },
  getAdminFaqReview: { method: 'GET', path: '/api/admin/faq-review', auth: 'admin', roles: OFFICE },
  putAdminFaqPage: { method: 'PUT', path: '/api/admin/faq-review', auth: 'admin', roles: OFFICE },
  // Guests' reviews, approved before they show (issue 29, decision 077): content, so the office's.
  listAdminGuestReviews: { method: 'GET', path: '/api/admin/reviews', auth: 'admin', roles: OFFICE },
  putAdminGuestReview: { method: 'PUT', path: '/api/admin/reviews/{id}', auth: 'admin', roles: OFFICE },
  getAdminBlog: { method: 'GET', path: '/api/admin/blog/{resource+}', auth: 'admin', roles: OFFICE },
  postAdminBlog: { method: 'POST', path: '/api/admin/blog/{resource+}', auth: 'admin', roles: OFFICE },
  deleteAdminBlog: { method: 'DELETE', path: '/api/admin/blog/{resource+}', auth: 'admin', roles: OFFICE },
  listAdminEmailTemplates: { method: 'GET', path: '/api/admin/templates', auth: 'admin', roles: OFFICE },
  putAdminEmailTemplate: { method: 'PUT', path: '/api/admin/templates/{kind}', auth: 'admin', roles: OFFICE },
  deleteAdminEmailTemplate: { method: 'DELETE', path: '/api/admin/templates/{kind}', auth: 'admin', roles: OFFICE },
  previewAdminEmailTemplate: { method: 'POST', path: '/api/admin/templates/{kind}/preview', auth: 'admin', roles: OFFICE },
} as const satisfies Record<string, StaffRouteContract>;

export const contentStaffRoutes: RouteTable<typeof staffTable, ContentIo> = staffTable;
