import { vi } from 'vitest';

// Test data and browser stand-ins shared by the shell's tests.

/** jsdom has no showModal: open and close the native <dialog> by its attribute. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Pretends the window is phone-sized (below 991 px) or desktop-sized. */
export function stubLayout(layout: 'desktop' | 'mobile'): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: layout === 'mobile',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
