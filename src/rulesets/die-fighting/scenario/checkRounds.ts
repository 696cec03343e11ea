/**
 * The scripted rounds' checks a schema can't make: sides that exist, squares on the map, each
 * entry saying one thing (a unit and one action, or the rest), dice only with actions that roll,
 * the set-up roll only in the first round of a file that rolls it, and deployment entries only in
 * the first round, each naming a unit its side has to deploy. Whether an entry is lawful
 * when its turn comes is the battle's to say (scripted.ts points its refusal at the line).
 */
import { plural } from '../../../core/plural';
import { gridFor } from '../../../grid/grid';
import type { Report } from '../../../scenario';
import { deployName } from '../deployment';
import { mapSize, sideUnits, unitOf } from './convert';
import type { CombatEntry, DeployEntry, DieFightingScenario, MoveEntry } from './schema';

type Path = (string | number)[];

const ACTIONS = ['attack', 'charge', 'breakAway', 'regroup', 'hold'] as const;

// eslint-disable-next-line max-lines-per-function -- one check per scripted section, in the file's order
export function checkRounds(doc: DieFightingScenario, report: Report): void {
  const sides = new Set(doc.sides.map((s) => s.id));
  const grid = gridFor({ kind: 'square', ...mapSize(doc.map) });
  const known = (side: string, path: Path): void => {
    if (!sides.has(side)) {
      report('unknown-side', path, `no side is called ${side} (sides: ${[...sides].join(', ')})`, { side });
    }
  };
  const onMap = (c: string | undefined, path: Path): void => {
    if (c !== undefined && !grid.inBounds(c))
      report('cell-off-map', path, `${c} is not on the map`, { cell: c });
  };
  doc.rounds.forEach((round, i) => {
    const at: Path = ['rounds', i];
    if (round.setup !== undefined) {
      if (i > 0)
        report(
          'setup-not-first',
          [...at, 'setup'],
          'the set-up roll comes before round 1: script it in the first round',
        );
      else if (!doc.setupRoll && !deploys(doc))
        report(
          'no-setup-roll',
          [...at, 'setup'],
          'the battle has no set-up roll: add setupRoll: true, or leave units to deploy (a list without at:)',
        );
    }
    (round.deploy ?? []).forEach((e, j) => {
      const path: Path = [...at, 'deploy', j];
      known(e.side, [...path, 'side']);
      if (i > 0)
        report('deploy-not-first', path, 'deployment comes before round 1: script it in the first round');
      else checkDeploy(doc, e, path, report);
      onMap(e.at, [...path, 'at']);
    });
    for (const key of ['setup', 'initiative'] as const) {
      for (const side of Object.keys(round[key] ?? {})) known(side, [...at, key, side]);
    }
    (round.movement ?? []).forEach((e, j) => {
      const path: Path = [...at, 'movement', j];
      known(e.side, [...path, 'side']);
      checkMove(e, path, report);
      onMap(e.unit, [...path, 'unit']);
      onMap(e.to, [...path, 'to']);
    });
    (round.combat ?? []).forEach((e, j) => {
      const path: Path = [...at, 'combat', j];
      known(e.side, [...path, 'side']);
      checkCombat(e, path, report);
      onMap(e.unit, [...path, 'unit']);
      const targets = e.attack === undefined ? [] : typeof e.attack === 'string' ? [e.attack] : e.attack;
      targets.forEach((t, k) =>
        onMap(t, typeof e.attack === 'string' ? [...path, 'attack'] : [...path, 'attack', k]),
      );
      for (const key of ['charge', 'chargeTo', 'breakAway', 'regroup'] as const)
        onMap(e[key], [...path, key]);
      if (typeof e.passTo === 'string') onMap(e.passTo, [...path, 'passTo']);
      else for (const [t, c] of Object.entries(e.passTo ?? {})) onMap(c, [...path, 'passTo', t]);
    });
  });
}

/** Whether the battle plays deployment: some unit is listed without a square. */
const deploys = (doc: DieFightingScenario): boolean =>
  doc.sides.some((s) => sideUnits(s).some((u) => u.at === null));

/** A deployment entry: an edge, or a unit and its square; the unit one its side has to deploy. */
function checkDeploy(doc: DieFightingScenario, e: DeployEntry, path: Path, report: Report): void {
  if ((e.edge === undefined) === (e.unit === undefined)) {
    report(
      'entry-shape',
      path,
      "a deployment entry gives edge: (the set-up roll's loser) or unit: and at:, one of them",
    );
    return;
  }
  if (e.edge !== undefined) {
    if (e.at !== undefined) report('entry-shape', [...path, 'at'], 'at goes with unit:');
    return;
  }
  if (e.at === undefined) report('entry-shape', path, `${e.unit}: give at: its square`);
  const side = doc.sides.find((s) => s.id === e.side);
  if (!side) return;
  const left = sideUnits(side)
    .filter((u) => u.at === null)
    .map((u) => deployName(unitOf(u.unit)));
  if (!left.includes(e.unit!))
    report(
      'not-deployed',
      [...path, 'unit'],
      left.length === 0
        ? `${e.side} has no units to deploy: every one has its square (at:)`
        : `${e.side} has no ${e.unit} to deploy (to deploy: ${[...new Set(left)].join(', ')})`,
      { unit: e.unit, side: e.side },
    );
}

function checkMove(e: MoveEntry, path: Path, report: Report): void {
  if (e.rest !== undefined) {
    if (e.unit !== undefined || e.to !== undefined || e.stay !== undefined) {
      report('entry-shape', path, '{ side, rest: stay } names no unit, no to and no stay');
    }
    return;
  }
  if (e.unit === undefined) {
    report('entry-shape', [...path, 'unit'], 'name the unit (the square it stands on), or write rest: stay');
  } else if ((e.to === undefined) === (e.stay === undefined)) {
    report(
      'entry-shape',
      path,
      `say where the unit at ${e.unit} goes: to: "col,row", or stay: true (one of them)`,
    );
  }
}

function checkCombat(e: CombatEntry, path: Path, report: Report): void {
  const given = ACTIONS.filter((a) => e[a] !== undefined);
  if (e.rest !== undefined) {
    if (e.unit !== undefined || given.length > 0 || e.dice !== undefined) {
      report('entry-shape', path, '{ side, rest: hold } names no unit, no action and no dice');
    }
    return;
  }
  if (e.unit === undefined) {
    report('entry-shape', [...path, 'unit'], 'name the unit (the square it stands on), or write rest: hold');
    return;
  }
  if (given.length !== 1) {
    report(
      'entry-shape',
      path,
      `give the unit at ${e.unit} one action: attack, charge, breakAway, regroup or hold${given.length > 1 ? ` (not ${given.join(' and ')})` : ''}`,
    );
    return;
  }
  checkChoices(e, given[0]!, path, report);
  if (e.dice !== undefined && (given[0] === 'hold' || given[0] === 'regroup')) {
    report('dice-unused', [...path, 'dice'], `${given[0]} rolls no dice`);
  }
  const targets = e.attack === undefined ? 1 : typeof e.attack === 'string' ? 1 : e.attack.length;
  const pairs =
    e.dice?.defence === undefined ? 0 : typeof e.dice.defence[0] === 'number' ? 1 : e.dice.defence.length;
  if (given[0] === 'attack' && pairs > targets) {
    report(
      'too-many-defences',
      [...path, 'dice', 'defence'],
      `${pairs} defence rolls for ${plural(targets, 'target')}`,
    );
  }
}

/** chargeTo only with a charge; passTo only with an attack, and a bare square only for one target. */
function checkChoices(e: CombatEntry, action: string, path: Path, report: Report): void {
  if (e.chargeTo !== undefined && action !== 'charge') {
    report('entry-shape', [...path, 'chargeTo'], `chargeTo goes with charge, not ${action}`);
  }
  if (e.passTo === undefined) return;
  if (action !== 'attack') {
    report('entry-shape', [...path, 'passTo'], `passTo goes with attack, not ${action}`);
  } else if (typeof e.passTo === 'string' && Array.isArray(e.attack) && e.attack.length > 1) {
    report(
      'entry-shape',
      [...path, 'passTo'],
      `the attack names ${e.attack.length} targets: write passTo: { "target": "unit" } for each blocked one`,
    );
  }
}
