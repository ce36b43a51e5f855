import { useState, type ReactNode } from 'react';
import { useCancelSale } from '../lib/cancel-sale';
import { ConfirmDialog } from './dialog';
import { FailurePopup } from './failure-popup';

// Taking a listing off iBuy, from My Stuff or from iBuy's Selling tab: the player asks on a card,
// confirms in a popup, and a refusal shows in the failure popup.

/** A thing on iBuy as either screen reads it: a listing, or a thing owned that may be listed. */
interface Listed {
  Title: string;
  iBuyItemForSaleID: string | null;
}

/** The thing the player is asked about (null while nobody asks) and the cancel call. */
export function useTakeOff<T extends Listed>() {
  const cancel = useCancelSale();
  const [asking, setAsking] = useState<T | null>(null);
  return {
    asking,
    /** Open the popup about this thing. */
    ask: (thing: T) => setAsking(thing),
    decline: () => setAsking(null),
    accept: (thing: T) => {
      setAsking(null);
      if (thing.iBuyItemForSaleID) cancel.mutate({ iBuyItemForSaleID: thing.iBuyItemForSaleID });
    },
    /** While the cancel is sent: the cards' buttons wait. */
    busy: cancel.isPending,
    error: cancel.error,
  };
}

export type TakeOff<T extends Listed> = ReturnType<typeof useTakeOff<T>>;

/** 'Take … off iBuy?' with what happens to the thing, then the server's refusal if any. */
export function TakeOffDialog<T extends Listed>({
  takeOff,
  children,
}: {
  takeOff: TakeOff<T>;
  /** What happens to the thing once taken off. */
  children: (thing: T) => ReactNode;
}) {
  const { asking } = takeOff;
  return (
    <>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Take ${asking.Title} off iBuy?` : undefined}
        acceptLabel="Take it off iBuy"
        declineLabel="Keep it listed"
        onDecline={takeOff.decline}
        onAccept={() => {
          if (asking) takeOff.accept(asking);
        }}
      >
        {asking ? children(asking) : null}
      </ConfirmDialog>
      <FailurePopup error={takeOff.error} />
    </>
  );
}
