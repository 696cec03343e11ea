/**
 * The attacker's choices in Die Fighting from scenario files, through `diemen step`: where damage
 * past blocking terrain goes (passTo, ruling DF7) and which of the equally near squares a charge
 * ends on (chargeTo, ruling DF8); what either does when the script leaves it out, and the line a
 * choice the rules don't allow is refused at. The fixtures' headers work each number out.
 */
import { readFileSync } from 'node:fs';
import { UNIT_TYPES } from '../../../src/rulesets/die-fighting/cards';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';
import { ofType as of, stepJson } from './stepJson';

const lineOf = (file: string, needle: string): number =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

const DIR = 'test/fixtures/scenarios/die-fighting';

describe('Die Fighting: the attacker chooses (step on a scenario file)', () => {
  const { run: r, doc, events } = stepJson(`${DIR}/choices.yaml`);
  const shots = of(events, 'damage').filter((e) => e.unit.type === 'archers');
  const passed = (i: number) => shots[i]!.hurt.filter((h) => h.passedFrom).map((h) => [h.unit.at, h.damage]);

  it('runs the script through', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('left unsaid, damage past the wall destroys the unit worth more points, not the weakest (DF7)', async () => {
    expect(passed(0)).toEqual([['2,1', 3]]);
    expect(of(events, 'destroyed').map((e) => [e.unit.at, e.points])).toEqual([['2,1', 8]]);
    expect(doc.final.units.find((u) => u.at === '3,1')?.health).toBe(1);
  });

  it('passTo sends it to the unit named (DF7)', async () => {
    expect(passed(1)).toEqual([['4,1', 3]]);
    expect(doc.final.units.find((u) => u.at === '4,1')?.health).toBe(UNIT_TYPES.archers.die - 3);
  });

  it('a passTo with nothing left to pass on is reported, not dropped', async () => {
    expect(passed(2)).toEqual([]);
    expect(of(events, 'unusedChoice')).toEqual([
      expect.objectContaining({ choice: 'passTo', cell: '3,1', why: 'nothing-passed' }),
    ]);
    const text = runCli(['step', `${DIR}/choices.yaml`]).stdout;
    expect(text).toContain('damage to pass on was named for 3,1, but none was left to pass on');
  });

  it('chargeTo picks among the equally near squares; left out, the one beside no other enemy (DF8)', async () => {
    expect(of(events, 'charged').map((e) => [e.target, e.to])).toEqual([
      ['4,4', '3,5'],
      ['10,4', '9,4'],
    ]);
  });
});

describe('Die Fighting: a choice the rules refuse is named at its line and field', () => {
  it('passTo naming a unit not beside the target', async () => {
    const file = `${DIR}/bad-pass-to.yaml`;
    const r = await runMain(['step', file]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `diemen: ${file}:${lineOf(file, 'passTo: "5,5"')}: rounds[0].combat[0].passTo: round 1, red's scripted combat: damage past 3,0 can't go to 5,5: it may go to 3,1 (an enemy beside the target that the attacker sees)`,
    );
  });

  it('chargeTo naming a square farther than the nearest', async () => {
    const file = `${DIR}/bad-charge-to.yaml`;
    const r = await runMain(['step', file]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `diemen: ${file}:${lineOf(file, 'chargeTo: "5,4"')}: rounds[0].combat[0].chargeTo: round 1, red's scripted combat: a charge at 4,4 ends on a nearest square beside it from which it can strike: 3,3, 3,4 or 3,5, not 5,4`,
    );
  });
});

describe('Die Fighting: ranged units may charge (DF8)', () => {
  it('archers behind a wall charge to the square beside their target and shoot it uncapped', async () => {
    const { run, events } = stepJson(`${DIR}/ranged-charge.yaml`);
    expect(run.stderr).toBe('');
    expect(of(events, 'charged').map((e) => [e.unit.at, e.to, e.target])).toEqual([['0,0', '2,1', '3,0']]);
    expect(of(events, 'attacked')[0]).toMatchObject({ unit: { at: '2,1' }, attack: null, usesLeft: 3 });
    expect(of(events, 'damage')[0]!.hurt).toEqual([
      expect.objectContaining({ unit: expect.objectContaining({ at: '3,0' }), damage: 4, health: 4 }),
    ]);
  });
});

describe('Die Fighting rules version 3', () => {
  it('refuses a log written under version 2 with the rules-version message, not a mismatch', async () => {
    // Written by the build before the attacker's choices (play --ai all on tactics.yaml).
    const log = 'test/fixtures/refused-logs/df-rules-2.jsonl';
    const r = await runMain(['replay', log, '--verify']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `diemen: ${log}:1: the log was written under die-fighting rules version 2, this build has version 3: the battle could come out differently, so it is not replayed (use the diemen 0.1.0 that wrote it)`,
    );
  });
});
