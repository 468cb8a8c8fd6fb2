import { useEffect } from 'react';

/**
 * When the control that had the keyboard's focus goes away (a page changed under Add Content or
 * Save, a deleted or restored row left its list, a confirmation closed onto a button that is
 * gone), browsers put the focus on the page itself, and the next Tab starts again at the top of
 * the console. The focus goes instead to the page's content (react-admin's #main-content, where
 * the skip link leads), unless something has already taken it.
 *
 * Watched through DOM changes rather than blur: Chromium fires no blur or focusout when the
 * focused element is removed.
 */
export const useFocusRescue = () => {
  useEffect(() => {
    let lastFocused: Element | null = null;
    let checking = false;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const dropped = () => document.activeElement === null || document.activeElement === document.body;
    const rescue = () => {
      checking = false;
      if (!dropped() || !lastFocused || lastFocused.isConnected) return;
      const main = document.getElementById('main-content');
      if (!main) return;
      // Focusable until the focus moves on: a focused element that stops being focusable loses it.
      main.setAttribute('tabindex', '-1');
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
      main.focus({ preventScroll: true });
    };
    // After the change, and after whatever restores focus itself (a closing dialog) has had its
    // turn. The console changes its DOM all the time; only a change that left the focus on the
    // page (removing the focused element moves it there at once) is worth a look.
    const observer = new MutationObserver(() => {
      if (checking || !dropped()) return;
      checking = true;
      window.setTimeout(rescue);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
};
