import { CircleAlert } from 'lucide-react';

/** Said in words, not only by the '!' on the app's icon: the week cannot end without the quiz. */
export function RequiredNote() {
  return (
    <p className="money-note money-note--warning fw-required" role="note">
      <CircleAlert aria-hidden="true" size={20} />
      <span>This week’s quiz is required: answer its questions to finish the week.</span>
    </p>
  );
}
