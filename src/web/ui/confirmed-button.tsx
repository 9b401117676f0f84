import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What the confirmation asks: its id (for aria links), title, body and the two answers' labels. */
export interface Confirmation {
  id: string;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** A button whose action cannot be undone (wiping answers): it runs `onConfirm` only after the member confirms. */
export function ConfirmedButton(props: { label: string; className: string; confirmation: Confirmation; onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className={props.className} onClick={() => setConfirming(true)}>{props.label}</button>
      {confirming ? <ConfirmDialog {...props.confirmation} onConfirm={props.onConfirm} onCancel={() => setConfirming(false)} /> : null}
    </>
  );
}
