/**
 * `diemen dw army` and `diemen dw schema`: the first test through the real binary (run `npm run
 * build` first when running this file alone), and the schema's; the rest through the same main()
 * in-process (helpers/runMain.ts). Expected lines are found in the fixture files, not counted by
 * hand.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { armyJsonSchema } from '../../../src/rulesets/dice-wars/army/schema';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const ROOT = join(__dirname, '../../..');
const fx = (name: string) => `test/fixtures/armies/${name}`;

/** The line of `field:` in the card named `unit` (1-based), or of the card itself. */
function lineOf(file: string, unit: string, field?: string): number {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.replace(/\s+#.*$/, '').trim() === `- name: ${unit}`);
  expect(start).toBeGreaterThanOrEqual(0);
  if (!field) return start + 1;
  const at = lines.findIndex((l, i) => i > start && l.trim().startsWith(`${field}:`));
  return at + 1;
}

/** stderr lines, which must all be one-line problems: no stack traces. */
function problemLines(stderr: string): string[] {
  const lines = stderr.trimEnd().split('\n');
  for (const line of lines) expect(line).toMatch(/^diemen: /);
  expect(stderr).not.toMatch(/\n\s+at /);
  return lines;
}

/** A table row's cells, borders and padding dropped. */
const cells = (line: string): string[] =>
  line
    .split('│')
    .map((c) => c.trim())
    .filter((c, i, all) => i > 0 && i < all.length - 1);

describe('diemen dw army: a good file', () => {
  it('prints the Russian Federation list: each card, its cost, the total of 60 against the Battle', () => {
    // Through the real binary: the command's smoke test. The rest run the same main() in-process.
    const r = runCli(['dw', 'army', fx('russian-federation.yaml')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Russian Federation');
    const rows = lines.filter((l) => l.startsWith('│')).map(cells);
    expect(rows[0]).toEqual(['name', 'members', 'core', 'passive', 'weapons', 'each', 'cost']);
    // The text's own list: "T-107 MBT (16 Dice)", "Russian 'Gumps' (7 Dice)", ...
    expect(rows.slice(1)).toEqual([
      ['T-107 MBT', '1', '3', 'armor 4', 'ranged 2, 3; indirect 4', '16', '16'],
      ['Alexander II MTM', '1', '3', 'armor 4', 'ranged 2, 3, 3', '15', '15'],
      ["Russian 'Gumps'", '5', '1', 'armor 1', 'ranged 1', '1.4', '7'],
      ['Putin III STM Squad', '5', '2', 'armor 2', 'ranged 2; indirect 1', '3', '15'],
      ['Putin III STM', '1', '2', 'speed 2', 'ranged 2, 1', '7', '7'],
      ['total', '', '', '', '', '', '60'],
    ]);
    expect(lines[lines.length - 1]).toBe('60 of the agreed 60 dice (a Battle, 60-80): 0 left');
  });

  it.each([fx('russian-federation.yaml'), 'epic-bug-swarm', 'battle-iron-legion'])(
    'at 80 columns %s is one table (not split in two), its weapons a kind a line when one line is too wide',
    async (army) => {
      const r = await runMain(['dw', 'army', army], { env: { COLUMNS: '80' } });
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
      // One heading row: the table was not split into parts each repeating the names.
      const heads = lines.filter((l) => l.startsWith('│') && cells(l)[0] === 'name');
      expect(heads).toHaveLength(1);
      expect(cells(heads[0]!)).toEqual(['name', 'members', 'core', 'passive', 'weapons', 'each', 'cost']);
      const json = JSON.parse((await runMain(['dw', 'army', army, '--json'])).stdout);
      const cards = json.cards as { name: string; cost: number }[];
      const costs = lines.filter((l) => l.startsWith('│')).map((l) => cells(l).at(-1));
      for (const c of cards) expect(costs).toContain(String(c.cost));
      // The T-107's weapons, `ranged 2, 3; indirect 4` when wide, take two lines at 80 columns.
      if (army.includes('russian'))
        expect(lines.map((l) => (l.startsWith('│') ? cells(l) : []))).toContainEqual([
          '',
          '',
          '',
          '',
          'indirect 4',
          '',
          '',
        ]);
    },
  );

  it('at 80 columns an army of long names is one table too, the names wrapped at their spaces', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'diemen-dw-army-')), 'gearwrights.yaml');
    const names = [
      'Foundry-Master Ottoline Brassknuckle-Vandersteen',
      'Steam-Powered Long-Range Bombardment Engine',
    ];
    writeFileSync(
      file,
      [
        'ruleset: dice-wars',
        'name: The Most Honourable Company of Gearwrights of the Ninth Foundry',
        'points: 35',
        'units:',
        `  - { name: ${names[0]}, core: 3, armor: 3, melee: 2, ranged: 2 }`,
        `  - { name: ${names[1]}, core: 2, indirect: 3 }`,
      ].join('\n'),
    );
    const r = await runMain(['dw', 'army', file], { env: { COLUMNS: '80' } });
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.filter((l) => l.startsWith('│') && cells(l)[0] === 'name')).toHaveLength(1);
    // Each name's words, read down its column, in order: wrapped, never cut.
    const column = lines
      .filter((l) => l.startsWith('│'))
      .map((l) => cells(l)[0])
      .join(' ');
    for (const n of names) expect(column.replace(/\s+/g, ' ')).toContain(n);
  });

  it('--json: the cards, their costs and the totals', async () => {
    const r = await runMain(['dw', 'army', fx('astra-marines.yaml'), '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ ok: true, name: 'Astra Marines', total: 30, pool: 60, left: 30, short: 0 });
    expect(json.size).toEqual({ preset: null, points: 60, range: null });
    expect(json.cards.map((c: { name: string; cost: number }) => [c.name, c.cost])).toEqual([
      ['Astra Marine Captain', 9],
      ['Astra Marine Tac Squad', 7],
      ['Astra Marine Jump Squad', 14],
    ]);
    expect(json.cards[2]).toMatchObject({
      members: 5,
      squad: true,
      core: 2,
      passive: { kind: 'speed', dice: 2 },
      equipment: { melee: [1], ranged: [1], indirect: [] },
      perMember: 14 / 5,
    });
  });

  it.each(readdirSync(join(ROOT, 'armies/dice-wars')).filter((f) => f.endsWith('.yaml')))(
    'the ready-made army armies/dice-wars/%s is valid and fits its size',
    async (name) => {
      const r = await runMain(['dw', 'army', `armies/dice-wars/${name}`, '--json']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const json = JSON.parse(r.stdout);
      expect(json.left).toBeGreaterThanOrEqual(0);
      expect(json.short).toBe(0);
      expect(json.total).toBe(json.cards.reduce((n: number, c: { cost: number }) => n + c.cost, 0));
    },
  );
});

describe('diemen dw army: bad files', () => {
  it('prints every broken limit, one line each with file, line, field, unit and limit, exit 2', async () => {
    const file = fx('broken.yaml');
    const r = await runMain(['dw', 'army', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(problemLines(r.stderr)).toEqual([
      `diemen: ${file}:${lineOf(file, 'Overloaded Walker', 'core')}: units[0].core: Overloaded Walker: a unit has 1 to 4 Core dice, got 5 (Statting up Units)`,
      `diemen: ${file}:${lineOf(file, 'Big Squad', 'members')}: units[1].members: Big Squad: a card has 1 member (a unit) or up to 5 (a squad), got 6 (Squads)`,
      `diemen: ${file}:${lineOf(file, 'Heavy Squad', 'armor')}: units[2].armor: Heavy Squad: a squad has at most 2 Passive dice, got 3 armor (Squads)`,
      `diemen: ${file}:${lineOf(file, 'Heavy Squad', 'ranged')}: units[2].ranged: Heavy Squad: a squad's equipment has at most its 2 Core dice, got 3 ranged (Squads)`,
      `diemen: ${file}:${lineOf(file, 'Dropship', 'transport')}: units[3].transport: Dropship: Transport dice are in the full Dice Wars rulebook only; the introductory rules diemen follows leave them out`,
      `diemen: ${file}:${lineOf(file, 'Both Ways', 'speed')}: units[4].speed: Both Ways: Passive dice are Armor or Speed, not both (got 1 armor, 1 speed; Stats - Dice Types)`,
      `diemen: ${file}:${lineOf(file, 'Juggler', 'ranged')}: units[5].ranged: Juggler: 2 pieces of equipment, but a card carries one per Core die, 1 here (Statting up Units)`,
    ]);
  });

  it('over its total: names the card that carries it past, exit 2', async () => {
    const file = fx('over.yaml');
    const r = await runMain(['dw', 'army', file]);
    expect(r.code).toBe(2);
    expect(problemLines(r.stderr)).toEqual([
      `diemen: ${file}:${lineOf(file, 'Scout')}: units[2]: Scout: the army costs 19 dice, 1 over the agreed 18; this 3-dice card takes it to 19`,
    ]);
  });

  it('--json on a bad file: the problems as data on stdout, the lines on stderr, exit 2', async () => {
    const r = await runMain(['dw', 'army', fx('over.yaml'), '--json']);
    expect(r.code).toBe(2);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({
      ok: false,
      problems: [{ code: 'dice-wars.over-total', facts: { total: 19, max: 18 } }],
    });
    expect(problemLines(r.stderr)).toHaveLength(1);
  });

  it('a file that is not there, or not an army: one line, exit 2', async () => {
    const missing = await runMain(['dw', 'army', 'no-such-army.yaml']);
    expect(missing.code).toBe(2);
    expect(problemLines(missing.stderr)).toEqual(['diemen: no-such-army.yaml: cannot read: no such file']);
    const battle = await runMain(['dw', 'army', 'scenarios/skirmish.yaml']);
    expect(battle.code).toBe(2);
    // The line the file's data starts on, after its comments.
    const first = readFileSync(join(ROOT, 'scenarios/skirmish.yaml'), 'utf8')
      .split('\n')
      .findIndex((l) => l.trim() !== '' && !l.startsWith('#'));
    expect(problemLines(battle.stderr)).toEqual([
      `diemen: scenarios/skirmish.yaml:${first + 1}: not a Dice Wars army: it has no ruleset: line; an army file starts with ruleset: dice-wars`,
    ]);
  });
});

describe('diemen dw schema', () => {
  it('prints the JSON Schema, and docs/dice-wars-army.schema.json is up to date', () => {
    const r = runCli(['dw', 'schema']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({ title: 'Dice Wars army', type: 'object' });
    const shipped = JSON.parse(readFileSync(join(ROOT, 'docs/dice-wars-army.schema.json'), 'utf8'));
    // If this fails: node bin/diemen.js dw schema > docs/dice-wars-army.schema.json && npx prettier --write docs
    expect(shipped).toEqual(printed);
    expect(shipped).toEqual(armyJsonSchema());
  });
});

describe('ready-made armies by name', () => {
  it('finds a shipped army by its name from another directory', async () => {
    const r = await runMain(['dw', 'army', 'skirmish-warband', '--json'], { cwd: tmpdir() });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).file).toBe('skirmish-warband');
  });
});

describe('diemen dw army with no army', () => {
  // As df army and dm army do: the ready-made armies, so a player can pick one or copy it.
  const shipped = readdirSync(join(ROOT, 'armies/dice-wars'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''));

  it('lists the ready-made armies, each with its size, cards and dice, within 80 columns (the binary)', () => {
    const r = runCli(['dw', 'army'], { cwd: tmpdir(), env: { COLUMNS: '80' } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    for (const name of shipped) expect(r.stdout).toContain(name);
    expect(r.stdout).toMatch(/│ battle-armoured-company │ Armoured Company +│ battle +│ +8 │ +70 of 70 │/);
    expect(r.stdout).toMatch(/│ epic-bug-swarm +│ The Devouring +│ epic +│ +11 │ 120 of 200 │/);
    expect(r.stdout.split('\n').every((l) => l.length <= 80)).toBe(true);
  });

  it('--json gives each as dw army NAME --json does', async () => {
    const r = await runMain(['dw', 'army', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as { file: string; total: number }[];
    expect(list.map((a) => a.file)).toEqual(shipped);
    const one = JSON.parse((await runMain(['dw', 'army', 'epic-bug-swarm', '--json'])).stdout);
    expect(list.find((a) => a.file === 'epic-bug-swarm')).toEqual(one);
  });
});

describe('dw army, the smallest army', () => {
  it('one card of one die is "1 die", short of a skirmish', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-dw-one-'));
    writeFileSync(
      join(dir, 'one.yaml'),
      'ruleset: dice-wars\nname: A Lone Scout\nsize: skirmish\nunits:\n  - { name: Scout, core: 1 }\n',
    );
    const r = await runMain(['dw', 'army', 'one.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 die: 19 short of a Skirmish (20-40)');
  });
});
