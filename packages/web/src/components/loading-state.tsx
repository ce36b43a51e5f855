import { LoaderCircle } from 'lucide-react';

/** A spinner with words, announced politely, for loads that take more than a moment. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-state" role="status">
      <LoaderCircle className="loading-state__icon" aria-hidden="true" size={28} />
      <span>{label}</span>
    </div>
  );
}
