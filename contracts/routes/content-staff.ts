// The API's staff (admin) routes of content (decision 041), apart from the public ones in ./content.ts
// so that no public page's chunk carries them. Their types are ./content.ts's `ContentIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { ContentIo } from './content.ts';

const staffTable = {
  listAdminSeo: { method: 'GET', path: '/api/admin/seo', auth: 'admin' },
  putAdminSeo: { method: 'PUT', path: '/api/admin/seo/{route+}', auth: 'admin' },
  deleteAdminSeo: { method: 'DELETE', path: '/api/admin/seo/{route+}', auth: 'admin' },
  listAdminMedia: { method: 'GET', path: '/api/admin/media', auth: 'admin' },
  getAdminMedia: { method: 'GET', path: '/api/admin/media/{id}', auth: 'admin' },
  createAdminMediaUpload: { method: 'POST', path: '/api/admin/media/uploads', auth: 'admin' },
  replaceAdminMediaFile: { method: 'POST', path: '/api/admin/media/{id}/file', auth: 'admin' },
  putAdminMedia: { method: 'PUT', path: '/api/admin/media/{id}', auth: 'admin' },
  deleteAdminMedia: { method: 'DELETE', path: '/api/admin/media/{id}', auth: 'admin' },
  listAdminPageSlots: { method: 'GET', path: '/api/admin/media-slots', auth: 'admin' },
  putAdminPageSlot: { method: 'PUT', path: '/api/admin/media-slots/{slot}', auth: 'admin' },
  getAdminContentBlocks: { method: 'GET', path: '/api/admin/content-blocks', auth: 'admin' },
  putAdminContentBlock: { method: 'PUT', path: '/api/admin/content-blocks/{key}', auth: 'admin' },
  getAdminFaqReview: { method: 'GET', path: '/api/admin/faq-review', auth: 'admin' },
  putAdminFaqPage: { method: 'PUT', path: '/api/admin/faq-review', auth: 'admin' },
  getAdminBlog: { method: 'GET', path: '/api/admin/blog/{resource+}', auth: 'admin' },
  postAdminBlog: { method: 'POST', path: '/api/admin/blog/{resource+}', auth: 'admin' },
  deleteAdminBlog: { method: 'DELETE', path: '/api/admin/blog/{resource+}', auth: 'admin' },
  listAdminEmailTemplates: { method: 'GET', path: '/api/admin/templates', auth: 'admin' },
  putAdminEmailTemplate: { method: 'PUT', path: '/api/admin/templates/{kind}', auth: 'admin' },
  deleteAdminEmailTemplate: { method: 'DELETE', path: '/api/admin/templates/{kind}', auth: 'admin' },
  previewAdminEmailTemplate: { method: 'POST', path: '/api/admin/templates/{kind}/preview', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const contentStaffRoutes: RouteTable<typeof staffTable, ContentIo> = staffTable;
