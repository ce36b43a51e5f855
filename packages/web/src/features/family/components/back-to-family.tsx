import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a family sub-page. */
export function BackToFamily() {
  return (
    <nav className="page-card__links" aria-label="Family">
      <Link to="/auth/family">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to family
      </Link>
    </nav>
  );
}
