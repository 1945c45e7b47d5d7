import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in order; parts of it that are hidden are skipped. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * The open dialogs' panels, the last opened on top: only it answers Escape and keeps Tab, so a
 * confirmation over a form's dialog ('Leave without saving?') closes alone.
 */
const openPanels: HTMLElement[] = [];

interface ModalProps {
  /** Id of the element that names the dialog (its visible heading). */
  labelledBy: string;
  /** Called on Escape; the caller decides what closing means (and renders nothing after it). */
  onClose: () => void;
  /** Classes of the white panel (width, padding). */
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A modal dialog rendered over the page: it takes focus (the element marked `data-autofocus`,
 * else the first focusable one), keeps Tab and Shift+Tab inside, closes on Escape, stops the page
 * behind from scrolling, and on close hands focus back to whatever had it before (the button
 * that opened it).
 *
 * Not the native <dialog>: its top layer would cover the toasts, and a form in the dialog
 * reports its outcome with a toast (sign-up). A click on the backdrop does not close it, so a
 * half-filled form is never lost to a stray click.
 */
export function Modal({ labelledBy, onClose, panelClassName = '', children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Focus in on open, back to the opener on close; the page behind does not scroll meanwhile.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    openPanels.push(panel);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0] ?? panel;
    first.focus();

    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar goes away.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;

    return () => {
      openPanels.splice(openPanels.indexOf(panel), 1);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Capture phase, so Escape closes this dialog before page-level handlers (the pop-over ad,
  // the menu) see it, and Tab never reaches the page behind.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || openPanels[openPanels.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-[70] overflow-y-auto">
      <div
        aria-hidden="true"
        className="fixed inset-0 bg-navy-950/60 backdrop-blur-[2px] motion-safe:animate-fade-in"
      />
      <div className="relative flex min-h-full items-center justify-center p-3 sm:p-6">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          tabIndex={-1}
          className={`relative w-full rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 focus:outline-none motion-safe:animate-dialog-in ${panelClassName}`}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
