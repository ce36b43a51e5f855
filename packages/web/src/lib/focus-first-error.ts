/**
 * After a form's checks fail, moves focus to the first field marked invalid, so a keyboard or
 * screen-reader user lands on it and its message, and it scrolls into view above the action bar.
 */
export function focusFirstError(formId: string): void {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId);
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  });
}
