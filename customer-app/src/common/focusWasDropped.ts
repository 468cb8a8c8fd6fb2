/**
 * Whether the keyboard's focus has fallen back to the page itself, as it does when the focused
 * element is removed: then, and only then, a component may put it somewhere sensible without
 * taking it from where the person has since moved it.
 */
export const focusWasDropped = (): boolean =>
  document.activeElement === null || document.activeElement === document.body;
