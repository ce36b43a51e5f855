import { Smartphone } from 'lucide-react';

/** Shown by CSS alone on a small device held sideways (max-height 500px, landscape). */
export function PortraitPrompt() {
  return (
    <div className="portrait-prompt">
      <Smartphone className="portrait-prompt__icon" aria-hidden="true" size={56} />
      <p className="portrait-prompt__text">Please turn your device upright</p>
      <p>The game plays best in portrait.</p>
    </div>
  );
}
