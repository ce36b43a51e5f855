import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A refusal from the server with a 'Go Back' button that returns to the filled-in form. Focus
 * moves to the button so a keyboard user can go straight back; the messages are announced.
 */
export function FailureNotice({
  messages,
  onBack,
  children,
}: {
  messages: readonly string[];
  onBack: () => void;
  children?: ReactNode;
}) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="notice notice--failure">
      <div role="alert">
        {messages.length === 1 ? (
          <p className="notice__message">{messages[0]}</p>
        ) : (
          <ul className="notice__list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      {children}
      <button ref={back} type="button" className="button button--block" onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={20} />
        Go Back
      </button>
    </div>
  );
}
