import { useModalDialog } from './use-modal-dialog';

/**
 * A modal confirmation (native dialog: focus kept inside, Escape cancels) for actions that cannot be
 * undone, such as wiping answers; focus starts on Cancel so a stray Enter does no harm.
 */
export function ConfirmDialog(props: { id: string; title: string; body: string; confirmLabel: string; cancelLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <p id={`${props.id}-body`}>{props.body}</p>
      <div className="actions">
        <button type="button" className="button button-secondary" autoFocus onClick={props.onCancel}>{props.cancelLabel}</button>
        <button type="button" className="button button-danger" onClick={props.onConfirm}>{props.confirmLabel}</button>
      </div>
    </dialog>
  );
}
