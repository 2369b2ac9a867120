import { Link } from 'react-router';
import type { BlogPost } from '#domain/content/blog.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../features/back-office/shared/format.ts';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import { useBlogPosts } from '../../../features/blog/blog-api.ts';
import { BlogAdminTabs } from './blog-admin-tabs.tsx';

/** /admin/blogs and /admin/blogs/posts: every post with its state, newest edit first (decision 030). */

function state(post: BlogPost): string {
  if (post.status === 'published') return `Live since ${formatDateTime(post.publishedAt!)}`;
  if (post.status === 'scheduled') return `Scheduled for ${formatDateTime(post.publishAt!)}`;
  return 'Draft';
}

export default function BlogPostsPage() {
  const posts = useBlogPosts();
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Blog</h1>
        <Link className="button button--primary" to="/admin/blogs/posts/new">
          New post
        </Link>
      </header>
      <BlogAdminTabs current="posts" />
      <p className="admin-page__lead">
        Posts go live on <a href="/blogs">/blogs</a> when published (the site is rebuilt within a minute or two), or at the time you schedule. Paste from Google
        Docs or Word in the <Link to="/admin/blog-formatter">formatter</Link>.
      </p>
      {posts.isPending ? (
        <Spinner label="Loading the posts..." />
      ) : posts.isError ? (
        <LoadError what="the posts" error={posts.error} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : posts.data.posts.length === 0 ? (
        <p className="admin-empty">No posts yet. Add categories and an author first, then write the first post.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>Blog posts</caption>
            <thead>
              <tr>
                <th scope="col">Post</th>
                <th scope="col">State</th>
                <th scope="col">Last edit</th>
              </tr>
            </thead>
            <tbody>
              {posts.data.posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row" data-label="Post">
                    <span>
                      <Link className="admin-table__key" to={`/admin/blogs/posts/${post.id}/edit`}>
                        {post.title}
                      </Link>
                      <span className="admin-table__sub">/blogs/{post.slug}</span>
                    </span>
                  </th>
                  <td data-label="State">
                    <span className={`admin-badge ${post.status === 'published' ? 'admin-badge--active' : 'admin-badge--muted'}`}>{state(post)}</span>
                  </td>
                  <td data-label="Last edit">
                    {formatDateTime(post.updatedAt)} by {post.updatedBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
