// Ships to server and browser (pure). Whether the recommend-a-friend entry shows (spec 001 §6).

/** spec 001 §6: is_friend 1 and the apply-for-agent check not refusing with 101 or 104. */
export function recommendVisible(isFriend: number | null, applyCheckCode: number | null): boolean {
  return isFriend === 1 && applyCheckCode !== 101 && applyCheckCode !== 104;
}
