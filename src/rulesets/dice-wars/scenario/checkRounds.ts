/**
 * The scripted rounds' checks a schema can't make: sides and units that exist (and belong to the
 * side), each action saying one thing, dice only with attacks, the edges roll only in round 1 of a
 * file that rolls it, a damage entry's losses in the form its unit takes them. Whether an entry is
 * lawful when its turn comes is the battle's to say (scripted.ts points its refusal at the line).
 */
import type { Report } from '../../../scenario';
import type { ActionEntry, DiceWarsScenario } from './schema';

type Path = (string | number)[];

const KINDS = ['freeMove', 'move', 'melee', 'use', 'end'] as const;

// eslint-disable-next-line max-lines-per-function -- one check per scripted section, in the file's order
export function checkRounds(doc: DiceWarsScenario, report: Report): void {
  const sides = new Set(doc.sides.map((s) => s.id));
  const owner = new Map(doc.sides.flatMap((s) => (s.units ?? []).map((u) => [u.id, s.id] as const)));
  const squads = new Set(
    doc.sides.flatMap((s) => (s.units ?? []).filter((u) => u.members > 1).map((u) => u.id)),
  );
  const placed = new Set(
    doc.sides.flatMap((s) => (s.units ?? []).filter((u) => u.at !== undefined).map((u) => u.id)),
  );
  const known = (side: string, path: Path): void => {
    if (!sides.has(side))
      report('unknown-side', path, `no side is called ${side} (sides: ${[...sides].join(', ')})`, { side });
  };
  const unit = (id: string, path: Path, side?: string): void => {
    const of = owner.get(id);
    if (of === undefined) report('unknown-unit', path, `no unit is called ${id}`, { unit: id });
    else if (side !== undefined && sides.has(side) && of !== side)
      report('not-yours', path, `${id} is ${of}'s, not ${side}'s`, { unit: id, side });
  };
  // eslint-disable-next-line max-lines-per-function -- one check per scripted section, in the file's order
  doc.rounds.forEach((round, i) => {
    const at: Path = ['rounds', i];
    if (round.edges !== undefined) {
      if (i > 0)
        report(
          'edges-not-first',
          [...at, 'edges'],
          'the roll-off for edges comes before round 1: script it in the first round',
        );
      else if (!doc.options.setupRoll && !deploys(doc))
        report(
          'no-setup-roll',
          [...at, 'edges'],
          'the battle has no roll-off for edges: add setupRoll: true to options, or leave units to deploy (no at:)',
        );
    }
    (round.deploy ?? []).forEach((e, j) => {
      const path: Path = [...at, 'deploy', j];
      if (i > 0)
        report('deploy-not-first', path, 'deployment comes before round 1: script it in the first round');
      known(e.side, [...path, 'side']);
      if ((e.edge === undefined) === (e.unit === undefined))
        report(
          'entry-shape',
          path,
          'a deployment entry gives edge: (the roll-off winner) or unit: and at:, one of them',
        );
      else if (e.unit !== undefined) {
        unit(e.unit, [...path, 'unit'], e.side);
        if (e.at === undefined)
          report('entry-shape', path, `${e.unit}: give at: its square (a squad: one per member)`);
        else if (placed.has(e.unit))
          report(
            'placed',
            [...path, 'unit'],
            `${e.unit} stands where the file puts it (at:): it is not deployed`,
          );
      } else if (e.at !== undefined) report('entry-shape', [...path, 'at'], 'at goes with unit:');
    });
    for (const key of ['edges', 'first'] as const)
      for (const side of Object.keys(round[key] ?? {})) known(side, [...at, key, side]);
    (round.activations ?? []).forEach((e, j) => {
      const path: Path = [...at, 'activations', j];
      known(e.side, [...path, 'side']);
      if ((e.unit === undefined) === (e.rest === undefined))
        report('entry-shape', path, 'name the unit (unit: its id), or write rest: idle (one of them)');
      if (e.rest !== undefined && e.actions.length > 0)
        report('entry-shape', [...path, 'actions'], '{ side, rest: idle } has no actions');
      if (e.unit !== undefined) unit(e.unit, [...path, 'unit'], e.side);
      e.actions.forEach((a, k) => checkAction(a, [...path, 'actions', k], report, unit));
    });
    (round.damage ?? []).forEach((e, j) => {
      const path: Path = [...at, 'damage', j];
      unit(e.unit, [...path, 'unit']);
      if (e.remove !== undefined && e.members !== undefined)
        report('entry-shape', path, 'a unit loses dice (remove) or a squad members (members), not both');
      else if (e.remove !== undefined && squads.has(e.unit))
        report(
          'entry-shape',
          [...path, 'remove'],
          `${e.unit} is a squad: it loses members (members: [squares])`,
        );
      else if (e.members !== undefined && owner.has(e.unit) && !squads.has(e.unit))
        report(
          'entry-shape',
          [...path, 'members'],
          `${e.unit} is not a squad: it loses dice (remove: [...])`,
        );
    });
  });
}

/** Whether the battle plays deployment: some unit has no square. */
const deploys = (doc: DiceWarsScenario): boolean =>
  doc.sides.some((s) => s.army !== undefined || (s.units ?? []).some((u) => u.at === undefined));

function checkAction(
  a: ActionEntry,
  path: Path,
  report: Report,
  unit: (id: string, path: Path) => void,
): void {
  const given = KINDS.filter((k) => a[k] !== undefined);
  if (given.length !== 1) {
    report(
      'action-shape',
      path,
      `an action is one of freeMove, move, melee, use or end${given.length > 1 ? ` (not ${given.join(' and ')})` : ''}`,
    );
    return;
  }
  const kind = given[0]!;
  if (kind === 'melee') unit(a.melee!, [...path, 'melee']);
  if (kind === 'use') {
    if (a.target === undefined) report('action-shape', path, `use: ${a.use} needs a target (a unit's id)`);
    else unit(a.target, [...path, 'target']);
  } else {
    if (a.target !== undefined)
      report('action-shape', [...path, 'target'], 'target goes with use: (melee names its target)');
    if (a.piece !== undefined) report('action-shape', [...path, 'piece'], 'piece goes with use:');
  }
  if (a.dice !== undefined && kind !== 'melee' && kind !== 'use')
    report('dice-unused', [...path, 'dice'], `${kind} rolls no dice`);
}
