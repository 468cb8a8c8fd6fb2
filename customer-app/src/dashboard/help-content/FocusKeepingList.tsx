import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { focusWasDropped } from '../../common/focusWasDropped.ts';

/** The controls of a card the keyboard can reach, in Tab order. */
const controlsOf = (card: Element): HTMLElement[] => [
  ...card.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])'),
];

/** Where the keyboard last was in the list: its card, that card's place, and which of its controls. */
type Place = { card: Element; index: number; control: number };

/**
 * A list of content cards (Browse Content, New Content, My Favorites) that keeps the keyboard's
 * place when the card holding it goes away: a favourite removed in My Favorites, an item deleted
 * in admin mode, a card replaced from the next page. The focus goes to the same control (the star,
 * Delete) of the card now in that place, or of the last card, or to the list itself when none is
 * left, instead of falling back to the top of the page.
 *
 * It watches the whole page, not only the list: after a deletion the focus is in the confirmation
 * dialog when the card goes, and falls to the page only when that dialog closes. Chromium fires no
 * blur when a focused element is removed, so a DOM change is the only sign of either.
 */
export function FocusKeepingList({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const list = useRef<HTMLDivElement>(null);
  const place = useRef<Place | null>(null);

  // Focus moving into a card (or back to it from its own dialog) is remembered; anything outside
  // the list and its dialogs means the person has moved on.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cards = [...(list.current?.querySelectorAll('article') ?? [])];
    const index = cards.findIndex((card) => card.contains(event.target));
    if (index < 0) return;
    place.current = { card: cards[index]!, index, control: controlsOf(cards[index]!).indexOf(event.target) };
  };

  useEffect(() => {
    const movedOn = (event: globalThis.FocusEvent) => {
      const target = event.target as Element | null;
      if (
        !target ||
        list.current?.contains(target) ||
        target.closest('[role="dialog"], [role="alertdialog"]')
      )
        return;
      place.current = null;
    };
    const rescue = () => {
      const last = place.current;
      const element = list.current;
      if (!last || last.card.isConnected || !element || !focusWasDropped()) return;
      place.current = null;
      const cards = element.querySelectorAll('article');
      const card = cards[Math.min(last.index, cards.length - 1)];
      const controls = card ? controlsOf(card) : [];
      (controls[last.control] ?? controls[0] ?? element).focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', movedOn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', movedOn);
    };
  }, []);

  // Focusable by script only (tabIndex -1): where the keyboard lands when the last card goes.
  return (
    <Box
      ref={list}
      tabIndex={-1}
      onFocus={onFocus}
      sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
