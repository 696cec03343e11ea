/**
 * `replay --round N`: nothing of the rounds before N is shown. The gate says, event by event,
 * whether to skip it, or that it is the first one shown (when round N starts, the screen draws
 * the position as it begins: the state after the step that ended round N-1).
 */
export type Gate = 'skip' | 'first' | 'show';

export function fromRoundGate(fromRound: number | undefined): (e: { readonly type: string }) => Gate {
  const from = fromRound ?? 1;
  let reached = from <= 1;
  return (e) => {
    if (reached) return 'show';
    const round = 'round' in e ? (e as { round: number }).round : 0;
    if (round < from && e.type !== 'battleEnded') return 'skip';
    reached = true;
    return 'first';
  };
}
