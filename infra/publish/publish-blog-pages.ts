import { execFileSync } from 'node:child_process';
import * as z from '#domain/shared/zod.ts';
import { blogPageChanges, blogPagePaths } from '../shared/blog-pages.ts';

/**
 * Run by the site publisher after it syncs a build (infra/constructs/site-publisher.ts): makes the
 * blog pages' KeyValueStore (BLOG_PAGES_STORE_ARN) list exactly the built site's blog pages, so
 * CloudFront answers any other /blogs path with the 404 page (decision 031). Uses the AWS CLI the
 * build image has, which signs the store's API (SigV4A) itself.
 *
 *   npx tsx infra/publish/publish-blog-pages.ts dist/site
 */
const describeSchema = z.object({ ETag: z.string() });
const listSchema = z.object({ Items: z.optional(z.array(z.object({ Key: z.string() }))) });

function aws(args: string[]): unknown {
  return JSON.parse(execFileSync('aws', ['cloudfront-keyvaluestore', ...args, '--output', 'json'], { encoding: 'utf8' }));
}

function main(): void {
  const siteDir = process.argv[2];
  const storeArn = process.env['BLOG_PAGES_STORE_ARN'];
  if (!siteDir || !storeArn) throw new Error('Usage: BLOG_PAGES_STORE_ARN=<arn> tsx infra/publish/publish-blog-pages.ts <built site dir>');
  const pages = blogPagePaths(siteDir);
  // list-keys pages through the whole store by itself.
  const stored = (listSchema.parse(aws(['list-keys', '--kvs-arn', storeArn])).Items ?? []).map((item) => item.Key);
  let etag = describeSchema.parse(aws(['describe-key-value-store', '--kvs-arn', storeArn])).ETag;
  const requests = blogPageChanges(stored, pages);
  for (const { puts, deletes } of requests) {
    const args = ['update-keys', '--kvs-arn', storeArn, '--if-match', etag];
    if (puts.length > 0) args.push('--puts', JSON.stringify(puts));
    if (deletes.length > 0) args.push('--deletes', JSON.stringify(deletes));
    etag = describeSchema.parse(aws(args)).ETag;
  }
  console.log(`Blog pages listed for CloudFront: ${pages.length} (${requests.length} update request(s)).`);
}

main();
