/**
 * The keys of the ARIA menu-button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/),
 * shared by the language menu of the app and of the pre-rendered landing (enhance-landing.ts).
 */

/** In an open menu of `count` items focused on `index`: the item a key moves to, or null (not a move). */
export function itemForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * On the menu's button: the item an arrow key opens the menu at, or null. Enter and Space are the
 * button's click, which opens at the first item.
 */
export function openingItemForKey(key: string, count: number): number | null {
  if (key === 'ArrowDown') return 0;
  if (key === 'ArrowUp') return count - 1;
  return null;
}
