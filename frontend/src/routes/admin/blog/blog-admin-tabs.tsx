import { Link } from 'react-router';
import './admin-blog.css';

/** The blog's sections in the back office (the spec's /admin/blogs routes). */
const TABS = [
  { key: 'posts', label: 'Posts', href: '/admin/blogs/posts' },
  { key: 'categories', label: 'Categories', href: '/admin/blogs/categories' },
  { key: 'tags', label: 'Tags', href: '/admin/blogs/tags' },
  { key: 'authors', label: 'Authors', href: '/admin/blogs/authors' },
  { key: 'formatter', label: 'Formatter', href: '/admin/blog-formatter' },
] as const;

export function BlogAdminTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  return (
    <nav className="admin-blog-tabs" aria-label="Blog sections">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.href} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
