// The API's routes of content: SEO meta and FAQ votes; staff: SEO, media, content blocks, the FAQ review, the blog and e-mail templates (decision 041).
// The site's pages import `contentRoutes`; the back office `contentStaffRoutes` (admin routes), so a
// public page carries no staff route.
import type { AdminContentBlocksResponse, ContentBlockSaveRequest } from '#domain/content/content-blocks.ts';
import type { AdminEmailTemplateResponse, AdminEmailTemplatesResponse, EmailTemplatePreviewRequest, EmailTemplatePreviewResponse } from '#domain/content/email-templates.ts';
import type { AdminFaqReviewResponse } from '#domain/content/faq-review.ts';
import type { AdminMediaItemResponse, AdminMediaListResponse, AdminPageSlotsResponse, MediaUpdateRequest, MediaUploadRequest, MediaUploadResponse } from '#domain/content/media-api.ts';
import type { SeoMeta } from '#domain/content/seo-defaults.ts';
import type { AdminSeoListResponse, AdminSeoPageResponse } from '#domain/people/back-office.ts';
import type { RouteContract, RouteTable } from '../route.ts';

/** A page's SEO record as the public route answers it: what staff stored over the defaults. */
export interface SeoMetaResponse {
  route: string;
  meta: SeoMeta;
  source: 'custom' | 'default';
}

const publicTable = {
  recordFaqFeedback: { method: 'POST', path: '/api/faq/feedback', auth: 'public' },
  getSeoMeta: { method: 'GET', path: '/api/seo/meta/{route+}', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

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

/** What each route takes and answers. */
export interface ContentIo {
  listAdminSeo: { response: AdminSeoListResponse };
  putAdminSeo: { response: AdminSeoPageResponse; body: Partial<SeoMeta> };
  deleteAdminSeo: { response: AdminSeoPageResponse };
  listAdminMedia: { response: AdminMediaListResponse };
  getAdminMedia: { response: AdminMediaItemResponse };
  createAdminMediaUpload: { response: MediaUploadResponse; body: MediaUploadRequest };
  replaceAdminMediaFile: { response: MediaUploadResponse; body: MediaUploadRequest };
  putAdminMedia: { response: AdminMediaItemResponse; body: MediaUpdateRequest };
  deleteAdminMedia: { response: undefined };
  listAdminPageSlots: { response: AdminPageSlotsResponse };
  putAdminPageSlot: { response: AdminPageSlotsResponse; body: { mediaIds: string[] } };
  getAdminContentBlocks: { response: AdminContentBlocksResponse };
  putAdminContentBlock: { response: AdminContentBlocksResponse; body: ContentBlockSaveRequest };
  getAdminFaqReview: { response: AdminFaqReviewResponse };
  putAdminFaqPage: { response: AdminFaqReviewResponse; body: unknown };
  recordFaqFeedback: { response: unknown; body: { faqId: string; page: string; helpful: boolean } };
  getSeoMeta: { response: SeoMetaResponse };
  getAdminBlog: { response: unknown };
  postAdminBlog: { response: unknown; body: unknown };
  deleteAdminBlog: { response: undefined };
  listAdminEmailTemplates: { response: AdminEmailTemplatesResponse };
  putAdminEmailTemplate: { response: AdminEmailTemplateResponse; body: unknown };
  deleteAdminEmailTemplate: { response: AdminEmailTemplateResponse };
  previewAdminEmailTemplate: { response: EmailTemplatePreviewResponse; body: EmailTemplatePreviewRequest };
}

export const contentRoutes: RouteTable<typeof publicTable, ContentIo> = publicTable;
export const contentStaffRoutes: RouteTable<typeof staffTable, ContentIo> = staffTable;
