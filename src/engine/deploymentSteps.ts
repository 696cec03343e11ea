/**
 * Deployment played, as both square-map games play it: after the roll-off, with units to place,
 * the sides' order is the winner first; the choice of edges comes first when no unit stands on
 * the map yet (placed units fix the edges); then one unit each in turn (placingTurn.ts); once
 * every unit is placed, the battle's first phase. The games differ only in who chooses the edge
 * (Dice Wars: the roll-off's winner; Die Fighting: the set-up roll's loser) and in what follows,
 * which they pass in. The engine names no game: the draft is any with these fields.
 */
import { placingTurn, winnerFirst } from './placingTurn';

/** The fields of a game's draft that deployment reads and writes. */
export interface DeployingDraft {
  phase: string;
  order: readonly string[];
  turn: number;
  awaiting: unknown;
  readonly units: readonly unknown[];
  readonly reserve: readonly { readonly side: string }[];
  readonly rules: { readonly sides: readonly { readonly id: string }[] };
}

/** What a game says of its deployment. */
export interface DeploymentRules<D extends DeployingDraft, E> {
  /** Who chooses the edges: the roll-off's winner, or its loser. */
  readonly edgeChooser: 'winner' | 'loser';
  /** Once every unit is placed: the battle's first phase set in `d`, its events pushed. */
  readonly begin: (d: D, ev: E[]) => void;
}

/** The deployment's question: the choice of edge, or which unit goes where. */
export interface DeployQuestion {
  readonly kind: 'deploy';
  readonly side: string;
  readonly round: 0;
  readonly choose: 'edge' | 'unit';
}

/**
 * After the roll-off, with units to place: deployment begins, the winner first, with the choice
 * of edges when no unit stands on the map. False when there is nothing to deploy.
 */
export function startDeployment(d: DeployingDraft, winner: string): boolean {
  if (d.reserve.length === 0) return false;
  d.phase = d.units.length === 0 ? 'edge' : 'deploy';
  d.order = winnerFirst(
    d.rules.sides.map((s) => s.id),
    winner,
  );
  d.turn = 0;
  return true;
}

/**
 * The deployment's next question set in `d.awaiting` (false: wait for it), or, once every unit
 * is placed, on to the battle (true). `d.awaiting` takes a `DeployQuestion`, which every game's
 * deploy request is.
 */
export function deployStep<D extends DeployingDraft, E>(
  d: D,
  ev: E[],
  rules: DeploymentRules<D, E>,
): boolean {
  const ask = (side: string, choose: DeployQuestion['choose']): false => {
    const q: DeployQuestion = { kind: 'deploy', side, round: 0, choose };
    d.awaiting = q;
    return false;
  };
  if (d.phase === 'edge') return ask(d.order[rules.edgeChooser === 'winner' ? 0 : 1]!, 'edge');
  const turn = placingTurn(d.order, d.turn, (side) => d.reserve.some((u) => u.side === side));
  if (turn !== null) {
    d.turn = turn;
    return ask(d.order[turn]!, 'unit');
  }
  rules.begin(d, ev);
  return true;
}
