// The server's staff (admin) routes of content: each route of `contracts/routes/content-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

// The SEO editor: every catalogue page's meta, and staff overrides of it (served by getSeoMeta).
// `{route+}` for the same reason as getSeoMeta's: a site path may hold slashes.
export const listAdminSeo = {
  method: 'GET',
  path: '/api/admin/seo',
  entry: 'functions/http/admin/list-seo.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminSeo = {
  method: 'PUT',
  path: '/api/admin/seo/{route+}',
  entry: 'functions/http/admin/put-seo.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const deleteAdminSeo = {
  method: 'DELETE',
  path: '/api/admin/seo/{route+}',
  entry: 'functions/http/admin/delete-seo.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

// The media library (issue 19, decision 031): staff's photos, uploaded straight to S3 with a
// presigned POST (media:upload signs it), and the page slots that show them.
export const listAdminMedia = {
  method: 'GET',
  path: '/api/admin/media',
  entry: 'functions/http/admin/media/list-media.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminMedia = {
  method: 'GET',
  path: '/api/admin/media/{id}',
  entry: 'functions/http/admin/media/get-media.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const createAdminMediaUpload = {
  method: 'POST',
  path: '/api/admin/media/uploads',
  entry: 'functions/http/admin/media/create-media-upload.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:write', 'media:upload'],
} as const satisfies RouteDefinition;

export const replaceAdminMediaFile = {
  method: 'POST',
  path: '/api/admin/media/{id}/file',
  entry: 'functions/http/admin/media/replace-media-file.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'media:upload'],
} as const satisfies RouteDefinition;

export const putAdminMedia = {
  method: 'PUT',
  path: '/api/admin/media/{id}',
  entry: 'functions/http/admin/media/update-media.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

export const deleteAdminMedia = {
  method: 'DELETE',
  path: '/api/admin/media/{id}',
  entry: 'functions/http/admin/media/delete-media.ts',
  auth: 'admin',
  roles: OFFICE,
  // events:publish: deleting a published photo republishes the press page (decision 031).
  permissions: ['table:read', 'table:write', 'media:delete', 'events:publish'],
} as const satisfies RouteDefinition;

export const listAdminPageSlots = {
  method: 'GET',
  path: '/api/admin/media-slots',
  entry: 'functions/http/admin/media/list-page-slots.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminPageSlot = {
  method: 'PUT',
  path: '/api/admin/media-slots/{slot}',
  entry: 'functions/http/admin/media/put-page-slot.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Content blocks (issue 19, decision 032): the pages' short copy, edited on
// /admin/content-blocks or in place; a save publishes ContentBlocksChanged, which republishes the site.
export const getAdminContentBlocks = {
  method: 'GET',
  path: '/api/admin/content-blocks',
  entry: 'functions/http/admin/content-blocks/get-content-blocks.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminContentBlock = {
  method: 'PUT',
  path: '/api/admin/content-blocks/{key}',
  entry: 'functions/http/admin/content-blocks/put-content-block.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// The FAQ review (issue 19, decision 032): the 'Was this helpful?' tallies per page and answer.
export const getAdminFaqReview = {
  method: 'GET',
  path: '/api/admin/faq-review',
  entry: 'functions/http/admin/faq-review/get-faq-review.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminFaqPage = {
  method: 'PUT',
  path: '/api/admin/faq-review',
  entry: 'functions/http/admin/faq-review/put-faq-page.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Guests' reviews (issue 29, decision 077): the pending, approved and rejected lists, and staff's
// decision, which republishes the site when it changes what the page shows.
export const listAdminGuestReviews = {
  method: 'GET',
  path: '/api/admin/reviews',
  entry: 'functions/http/admin/reviews/list-guest-reviews.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminGuestReview = {
  method: 'PUT',
  path: '/api/admin/reviews/{id}',
  entry: 'functions/http/admin/reviews/decide-guest-review.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// The blog's back office (issue 19, decision 030): posts, their publishing and preview, and the
// categories, tags and authors they are filed under. One function per method, routing its own
// sub-paths (written when one API stack held every route; decision 033 has since split them).
export const getAdminBlog = {
  method: 'GET',
  path: '/api/admin/blog/{resource+}',
  entry: 'functions/http/admin/blog/read.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const postAdminBlog = {
  method: 'POST',
  path: '/api/admin/blog/{resource+}',
  entry: 'functions/http/admin/blog/write.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Deleting a blog category, tag or author no post uses (issue 19, decision 030).
export const deleteAdminBlog = {
  method: 'DELETE',
  path: '/api/admin/blog/{resource+}',
  entry: 'functions/http/admin/blog/delete.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

// E-mail templates (/templates, issue 18, decision 029): staff reword the guest e-mails; the
// senders read the stored text at send time. Preview reads quotes and bookings, stores nothing.
export const listAdminEmailTemplates = {
  method: 'GET',
  path: '/api/admin/templates',
  entry: 'functions/http/admin/templates/list-templates.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminEmailTemplate = {
  method: 'PUT',
  path: '/api/admin/templates/{kind}',
  entry: 'functions/http/admin/templates/put-template.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

export const deleteAdminEmailTemplate = {
  method: 'DELETE',
  path: '/api/admin/templates/{kind}',
  entry: 'functions/http/admin/templates/delete-template.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

export const previewAdminEmailTemplate = {
  method: 'POST',
  path: '/api/admin/templates/{kind}/preview',
  entry: 'functions/http/admin/templates/preview-template.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;
