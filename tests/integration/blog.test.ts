import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogTerm } from '#domain/content/blog.ts';
import type { MediaAsset } from '#domain/content/media.ts';
import { storedBlogSite } from '#functions/app/content/blog-site.ts';
import { renderBlogSite } from '../../frontend/build/blog-render.ts';
import { createPost as createPostDirectly, publishDuePosts, publishPost, unpublishPost, updatePost } from '#functions/app/content/posts.ts';
import { createTerm, deleteTerm, updateTerm } from '#functions/app/content/terms.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { blogRepository } from '#functions/adapters/dynamodb/blog-repository.ts';
import { deleteUnusedMedia, usesOf } from '#functions/adapters/dynamodb/media-usage.ts';
import { asAdmin, customerSession } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { storeLibraryPhoto } from '#tests/support/media-fixtures.ts';

const config = loadConfig();
const unique = () => randomUUID().slice(0, 8);

let category: BlogTerm;
let author: BlogTerm;
let tag: BlogTerm;
let photo: MediaAsset;

async function term(kind: 'categories' | 'tags' | 'authors', name: string): Promise<BlogTerm> {
  const response = await asAdmin('POST', `/api/admin/blog/terms/${kind}`, {
    term: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`, ...(kind === 'authors' ? { role: 'Captain' } : {}) },
  });
  if (response.status !== 201) throw new Error(`Creating the ${kind} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { term: BlogTerm }).term;
}

const postInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'What to bring on a Lake Travis party boat',
  slug: `what-to-bring-${unique()}`,
  excerpt: 'Sunscreen, snacks and a playlist: the short list our captains give every group.',
  markdown: '## The list\n\nSunscreen, water and snacks.',
  categoryId: category.id,
  tagIds: [tag.id],
  authorId: author.id,
  ...overrides,
});

async function createPost(overrides: Record<string, unknown> = {}): Promise<BlogPost> {
  const response = await asAdmin('POST', '/api/admin/blog/posts', { post: postInput(overrides) });
  if (response.status !== 201) throw new Error(`Creating the post failed: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { post: BlogPost }).post;
}

beforeAll(async () => {
  [category, author, tag] = await Promise.all([term('categories', 'Planning Tips'), term('authors', 'Captain Jo'), term('tags', 'Bachelorette')]);
  photo = await storeLibraryPhoto(config, {
    id: `blogphoto${unique()}`,
    fileName: 'sunset.jpg',
    alt: 'Guests dancing on the top deck at sunset',
    tags: ['sunset'],
  });
});

describe('the blog admin routes', () => {
  it.each([
    ['GET', '/api/admin/blog/posts'],
    ['GET', '/api/admin/blog/images?ids=abcdefgh1'],
    ['GET', '/api/admin/blog/terms/categories'],
    ['POST', '/api/admin/blog/posts'],
  ] as const)('%s %s answers 401 signed out and 403 to a customer', async (method, path) => {
    const request = (cookie?: string) => api(method, path, { from: newClientAddress(), body: { markdown: 'x' }, headers: cookie ? { cookie } : {} });
    expect((await request()).status).toBe(401);
    expect((await request(await customerSession())).status).toBe(403);
  });

  it('answers 404 for a sub-path the blog API does not have, and 400 for a bad term kind body', async () => {
    expect((await asAdmin('GET', '/api/admin/blog/nothing-here')).status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/blog/posts/not-a-uuid')).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/blog/terms/colours', { term: { name: 'x', slug: 'x' } })).status).toBe(404);
    const bad = await asAdmin('POST', '/api/admin/blog/terms/tags', { term: { name: '', slug: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { 'term.name': expect.any(String) } } });
  });

  it('sanitises what a published post shows: the site build renders it without script, handlers or javascript: links', async () => {
    const markdown =
      'Hi <script>alert(1)</script>\n\n<a href="javascript:alert(2)" onclick="alert(3)">x</a> [y](javascript:alert(4))\n\n<b onmouseover="alert(5)">bold</b>';
    const post = await createPost({ title: 'Sanitised on the page', markdown });
    const live = await asAdmin('POST', `/api/admin/blog/posts/${post.id}/publish`, { version: post.version });
    expect(live.status).toBe(200);
    const site = renderBlogSite(await storedBlogSite(config));
    const html = site.posts.find((published) => published.id === post.id)?.html;
    expect(html).toBeDefined();
    expect(html).not.toMatch(/script|javascript:|onclick|onmouseover|alert/i);
    expect(html).toContain('<b>bold</b>');
  });

  it('stores the Markdown as written and serves it back; the page renders it sanitised', async () => {
    const post = await createPost({ markdown: 'Before <script>alert(1)</script> after' });
    expect(post).toMatchObject({ status: 'draft', version: 1 });
    const { body } = await asAdmin('GET', `/api/admin/blog/posts/${post.id}`);
    expect((body as { post: BlogPost }).post.markdown).toBe('Before <script>alert(1)</script> after');
  });

  it('refuses an image from another host with 422 naming the field, and stores nothing', async () => {
    const slug = `hotlink-${unique()}`;
    const response = await asAdmin('POST', '/api/admin/blog/posts', { post: postInput({ slug, markdown: 'Look: ![boat](https://images.example/boat.jpg)' }) });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: { code: 'IMAGE_NOT_IN_LIBRARY', fields: { 'post.markdown': expect.stringContaining('https://images.example/boat.jpg') } },
    });
    expect((await blogRepository(config).posts.list()).some((post) => post.slug === slug)).toBe(false);
  });

  it('answers 400 naming a bad field and 422 naming a category that does not exist', async () => {
    const bad = await asAdmin('POST', '/api/admin/blog/posts', { post: postInput({ slug: 'Not A Slug' }) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { 'post.slug': expect.any(String) } } });
    const unknown = await asAdmin('POST', '/api/admin/blog/posts', { post: postInput({ categoryId: randomUUID() }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error: { code: 'UNKNOWN_BLOG_TERM', fields: { 'post.categoryId': expect.any(String) } } });
  });

  it('answers 409 naming the post that has the slug, for a new post and for an edit', async () => {
    const first = await createPost({ title: 'Top 10 sunset spots' });
    const clash = await asAdmin('POST', '/api/admin/blog/posts', { post: postInput({ slug: first.slug }) });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { code: 'SLUG_TAKEN', message: expect.stringContaining("the post 'Top 10 sunset spots'") } });

    const second = await createPost();
    const edit = await asAdmin('POST', `/api/admin/blog/posts/${second.id}`, { version: second.version, post: postInput({ slug: first.slug }) });
    expect(edit.status).toBe(409);
    expect((await blogRepository(config).posts.get(second.id))?.slug).toBe(second.slug);
    // The first post's slug is free again once it moves on.
    const moved = await asAdmin('POST', `/api/admin/blog/posts/${first.id}`, {
      version: first.version,
      post: postInput({ title: first.title, slug: `${first.slug}-moved` }),
    });
    expect(moved.status).toBe(200);
    const taken = await asAdmin('POST', `/api/admin/blog/posts/${second.id}`, { version: second.version, post: postInput({ slug: first.slug }) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it('answers 409 naming the category whose slug a new one would take', async () => {
    const clash = await asAdmin('POST', '/api/admin/blog/terms/categories', { term: { name: 'Copy', slug: category.slug } });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { code: 'SLUG_TAKEN', message: expect.stringContaining("the category 'Planning Tips'") } });
  });

  it('records the media library photos a post shows, so they cannot be deleted while it does', async () => {
    const post = await createPost({ title: 'Sunset cruise photos', markdown: `A view: ![x](media:${photo.id})` });
    expect(post.mediaIds).toEqual([photo.id]);
    expect(await usesOf(config, photo.id)).toContainEqual({ kind: 'post', ref: post.id, label: 'Sunset cruise photos' });
    expect(await deleteUnusedMedia(config, photo.id)).toMatchObject({ deleted: false, reason: 'in-use' });
    // The editor's preview reads the photo's published record to render it as the page will.
    const images = await asAdmin('GET', `/api/admin/blog/images?ids=${photo.id},unknownphoto1`);
    expect(images.status).toBe(200);
    expect((images.body as { images: MediaAsset[] }).images.map((image) => image.id)).toEqual([photo.id]);
  });
});

describe('scheduled publishing', () => {
  it('the job publishes a scheduled post at its time, not before', async () => {
    const post = await createPost({ title: 'Scheduled: fall cruising' });
    // An hour after the request's clock (the staff session's clock is the real one, so the request is sent now).
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await asAdmin('POST', `/api/admin/blog/posts/${post.id}/publish`, { version: post.version, at: at.toISOString() });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect((scheduled.body as { post: BlogPost }).post).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });

    const early = await publishDuePosts(config, new Date(at.getTime() - 1));
    expect(early.published).not.toContain(post.id);
    expect((await blogRepository(config).posts.get(post.id))?.status).toBe('scheduled');

    const onTime = await publishDuePosts(config, at);
    expect(onTime.published).toContain(post.id);
    const published = await blogRepository(config).posts.get(post.id);
    expect(published).toMatchObject({ status: 'published', publishedAt: at.toISOString(), updatedBy: 'schedule' });
    expect((await blogRepository(config).posts.listPublished()).map((p) => p.id)).toContain(post.id);
  });

  it('publishes now, refuses to publish twice, and unpublishes back to a draft', async () => {
    const post = await createPost();
    const live = await asAdmin('POST', `/api/admin/blog/posts/${post.id}/publish`, { version: post.version });
    expect(live.status).toBe(200);
    const published = (live.body as { post: BlogPost }).post;
    expect(published.status).toBe('published');
    expect((await asAdmin('POST', `/api/admin/blog/posts/${post.id}/publish`, { version: published.version })).status).toBe(409);
    const off = await asAdmin('POST', `/api/admin/blog/posts/${post.id}/unpublish`, { version: published.version });
    expect(off.status).toBe(200);
    expect((off.body as { post: BlogPost }).post).toMatchObject({ status: 'draft' });
    expect((off.body as { post: BlogPost }).post.publishedAt).toBeUndefined();
  });
});

describe('deleting a category, tag or author', () => {
  it('refuses with 409 naming the posts while a post (even a draft) uses it, and deletes nothing', async () => {
    const [ownCategory, ownTag, ownAuthor] = await Promise.all([
      term('categories', 'Cove Guides'),
      term('tags', 'Swim Stops'),
      term('authors', 'Deckhand Sam'),
    ]);
    const post = await createPost({ title: `Best coves for a swim stop ${unique()}`, categoryId: ownCategory.id, tagIds: [ownTag.id], authorId: ownAuthor.id });
    for (const [kind, used, label] of [
      ['categories', ownCategory, 'category'],
      ['tags', ownTag, 'tag'],
      ['authors', ownAuthor, 'author'],
    ] as const) {
      const refused = await asAdmin('DELETE', `/api/admin/blog/terms/${kind}/${used.id}`);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error.code).toBe('TERM_IN_USE');
      expect(refused.body.error.message).toBe(`The ${label} '${used.name}' is used by the post '${post.title}'. File it elsewhere first.`);
      expect(refused.body.error.posts).toEqual([{ id: post.id, title: post.title }]);
      expect(await blogRepository(config).terms.get(kind, used.id)).toMatchObject({ id: used.id, slug: used.slug });
    }
  });

  it('deletes an unused term and frees its slug; a post can no longer name it; an unknown id is 404', async () => {
    const spare = await term('tags', 'Retired Tag');
    const deleted = await asAdmin('DELETE', `/api/admin/blog/terms/tags/${spare.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await blogRepository(config).terms.get('tags', spare.id)).toBeNull();
    expect(((await asAdmin('GET', '/api/admin/blog/terms/tags')).body as { terms: BlogTerm[] }).terms.map((each) => each.id)).not.toContain(spare.id);
    // Its address is free for a new tag.
    expect((await asAdmin('POST', '/api/admin/blog/terms/tags', { term: { name: 'Retired Tag again', slug: spare.slug } })).status).toBe(201);
    const refused = await asAdmin('POST', '/api/admin/blog/posts', { post: postInput({ tagIds: [spare.id] }) });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty(['post.tagIds.0']);

    expect((await asAdmin('DELETE', `/api/admin/blog/terms/tags/${spare.id}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/blog/terms/categories/${randomUUID()}`)).status).toBe(404);
    expect((await asAdmin('DELETE', '/api/admin/blog/terms/colours/x')).status).toBe(404);
    expect((await asAdmin('DELETE', '/api/admin/blog/posts')).status).toBe(404);
  });

  it('once the last post using a term is filed elsewhere, the term can be deleted', async () => {
    const [oldCategory, newCategory] = await Promise.all([term('categories', 'Old Shelf'), term('categories', 'New Shelf')]);
    const post = await createPost({ categoryId: oldCategory.id });
    expect((await asAdmin('DELETE', `/api/admin/blog/terms/categories/${oldCategory.id}`)).status).toBe(409);
    const moved = await asAdmin('POST', `/api/admin/blog/posts/${post.id}`, {
      version: post.version,
      post: postInput({ slug: post.slug, categoryId: newCategory.id }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/blog/terms/categories/${oldCategory.id}`)).status).toBe(204);
  });
});

describe("the blog's use cases", () => {
  it('answer a refusal as an outcome with the code, status, fields and details the routes give, and store nothing', async () => {
    const by = 'editor@example.com';
    const now = new Date();
    const post = await createPost();
    expect(expectRefused(await updatePost(config, randomUUID(), 1, postInput(), by, now))).toMatchObject({ statusCode: 404, code: 'POST_NOT_FOUND' });
    expect(expectRefused(await updatePost(config, post.id, post.version + 1, postInput({ slug: post.slug }), by, now))).toMatchObject({
      statusCode: 409,
      code: 'POST_CHANGED',
    });
    expect(expectRefused(await unpublishPost(config, post.id, post.version, by, now))).toMatchObject({ statusCode: 409, code: 'POST_NOT_PUBLISHED' });
    const unknown = expectRefused(await createPostDirectly(config, postInput({ categoryId: randomUUID() }), by, now));
    expect(unknown).toMatchObject({ statusCode: 422, code: 'UNKNOWN_BLOG_TERM', fields: { 'post.categoryId': 'Choose one of the blog categories.' } });
    const clash = expectRefused(await createPostDirectly(config, postInput({ slug: post.slug }), by, now));
    expect(clash).toMatchObject({ statusCode: 409, code: 'SLUG_TAKEN', fields: { 'post.slug': `Already used by the post '${post.title}'.` } });
    const live = expectDone(await publishPost(config, post.id, post.version, undefined, by, now));
    expect(live.status).toBe('published');
    expect(expectRefused(await publishPost(config, post.id, live.version, undefined, by, now))).toMatchObject({
      statusCode: 409,
      code: 'POST_ALREADY_PUBLISHED',
    });
    expect(await blogRepository(config).posts.get(post.id)).toMatchObject({ version: live.version, status: 'published' });

    const termInput = { name: 'Sandbars', slug: `sandbars-${unique()}` };
    const made = expectDone(await createTerm(config, 'tags', termInput, by, now));
    expect(expectRefused(await createTerm(config, 'tags', { ...termInput, name: 'Sandbars again' }, by, now))).toMatchObject({
      statusCode: 409,
      code: 'SLUG_TAKEN',
      fields: { 'term.slug': "Already used by the tag 'Sandbars'." },
    });
    expect(expectRefused(await updateTerm(config, 'tags', made.id, made.version + 1, termInput, by, now))).toMatchObject({
      statusCode: 409,
      code: 'TERM_CHANGED',
    });
    expect(expectRefused(await updateTerm(config, 'tags', randomUUID(), 1, termInput, by, now))).toMatchObject({ statusCode: 404, code: 'TERM_NOT_FOUND' });
    const inUse = expectRefused(await deleteTerm(config, 'categories', category.id));
    expect(inUse).toMatchObject({ statusCode: 409, code: 'TERM_IN_USE' });
    expect(inUse.details?.['posts']).toEqual(expect.arrayContaining([{ id: post.id, title: post.title }]));
    expectDone(await deleteTerm(config, 'tags', made.id));
    expect(expectRefused(await deleteTerm(config, 'tags', made.id))).toMatchObject({ statusCode: 404, code: 'TERM_NOT_FOUND' });
  });
});
