import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main id="main" className="page">
      <h1>Page not found</h1>
      <p>We couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
