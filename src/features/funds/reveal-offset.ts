// Pure. How far to scroll so a result starts just under the sticky header: 0 when its top is already in view
// below the header (nothing moves under the member's eyes), else the distance to that place.
export const REVEAL_GAP_PX = 12;

export function revealOffset(top: number, headerBottom: number, viewportHeight: number): number {
  const wanted = Math.max(0, headerBottom) + REVEAL_GAP_PX;
  if (top >= wanted && top <= viewportHeight * 0.5) return 0;
  return Math.round(top - wanted);
}
