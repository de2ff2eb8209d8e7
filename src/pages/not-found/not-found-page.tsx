import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <title>Page not found · Hearth</title>
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-base-content/80">Did you forget to add the page to the router?</p>
      <Link to="/" className="btn btn-primary mt-8">
        Go home
      </Link>
    </div>
  );
}
