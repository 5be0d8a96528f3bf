/** Shows a <dialog> modally while it is open, with focus in its field, and hands focus back when it closes. */
import { useEffect, useRef, type RefObject } from "react";

/** Returns the refs for the dialog and its field: while `open`, the dialog is modal and the field focused and selected. */
export function useModalDialog(open: boolean): { dialog: RefObject<HTMLDialogElement | null>; input: RefObject<HTMLInputElement | null> } {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    input.current?.focus();
    input.current?.select();
    return () => {
      if (element.open) element.close();
      opener?.focus?.();
    };
  }, [open]);
  return { dialog, input };
}
