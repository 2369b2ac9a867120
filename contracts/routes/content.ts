// The API's routes of content: SEO meta, FAQ votes and guests' reviews; staff: SEO, media, content blocks, the FAQ review, guests' reviews, the blog and e-mail templates (decision 041).
// The staff's (admin) routes are in ./content-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type { AdminContentBlocksResponse, ContentBlockSaveRequest } from '#domain/content/content-blocks.ts';
import type {
  AdminEmailTemplateResponse,
  AdminEmailTemplatesResponse,
  EmailTemplatePreviewRequest,
  EmailTemplatePreviewResponse,
  emailTemplateTextSchema,
} from '#domain/content/email-templates.ts';
import type { faqPageSaveRequestSchema } from '#domain/content/faq-page-request.ts';
import type {
  AdminGuestReviewResponse,
  AdminGuestReviewsResponse,
  GuestReviewDecision,
  GuestReviewReceivedResponse,
  GuestReviewSubmission,
} from '#domain/content/guest-reviews.ts';
import type { AdminFaqReviewResponse } from '#domain/content/faq-review.ts';
import type {
  AdminMediaItemResponse,
  AdminMediaListResponse,
  AdminPageSlotsResponse,
  MediaUpdateRequest,
  MediaUploadRequest,
  MediaUploadResponse,
  pageSlotRequestSchema,
} from '#domain/content/media-api.ts';
import type { SeoMeta } from '#domain/content/seo-defaults.ts';
import type { AdminSeoListResponse, AdminSeoPageResponse } from '#domain/people/back-office.ts';
import type * as z from '#domain/shared/zod.ts';
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
  // Guests' reviews, approved by staff before they show (issue 29, decision 077).
  createGuestReview: { method: 'POST', path: '/api/reviews', auth: 'public' },
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
  putAdminPageSlot: { response: AdminPageSlotsResponse; body: z.input<typeof pageSlotRequestSchema> };
  getAdminContentBlocks: { response: AdminContentBlocksResponse };
  putAdminContentBlock: { response: AdminContentBlocksResponse; body: ContentBlockSaveRequest };
  getAdminFaqReview: { response: AdminFaqReviewResponse };
  putAdminFaqPage: { response: AdminFaqReviewResponse; body: z.input<typeof faqPageSaveRequestSchema> };
  recordFaqFeedback: { response: unknown; body: { faqId: string; page: string; helpful: boolean } };
  getSeoMeta: { response: SeoMetaResponse };
  createGuestReview: { response: GuestReviewReceivedResponse; body: GuestReviewSubmission };
  listAdminGuestReviews: { response: AdminGuestReviewsResponse };
  putAdminGuestReview: { response: AdminGuestReviewResponse; body: GuestReviewDecision };
  getAdminBlog: { response: unknown };
  postAdminBlog: { response: unknown; body: unknown };
  deleteAdminBlog: { response: undefined };
  listAdminEmailTemplates: { response: AdminEmailTemplatesResponse };
  putAdminEmailTemplate: { response: AdminEmailTemplateResponse; body: z.input<typeof emailTemplateTextSchema> };
  deleteAdminEmailTemplate: { response: AdminEmailTemplateResponse };
  previewAdminEmailTemplate: { response: EmailTemplatePreviewResponse; body: EmailTemplatePreviewRequest };
}

export const contentRoutes: RouteTable<typeof publicTable, ContentIo> = publicTable;
