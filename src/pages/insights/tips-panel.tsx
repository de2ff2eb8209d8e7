import { Link } from 'react-router-dom';
import { tips } from '../../content/tips.ts';

export function TipsPanel() {
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">Small things that help</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tips.map((tip) => (
          <li key={tip.title} className="card bg-base-200">
            <div className="card-body [&>p]:grow-0 gap-2">
              <span className="badge badge-secondary badge-sm">{tip.category}</span>
              <h3 className="card-title text-lg">{tip.title}</h3>
              <p>{tip.content}</p>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/reflect" className="link link-primary">
          Look back at your latest reflection
        </Link>
      </p>
    </div>
  );
}
