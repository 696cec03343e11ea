/**
 * High Roll (highRoll.ts) as a plug-in: built to a CommonJS module and named in DIEMEN_PLUGINS, it
 * is listed, validated, stepped, played by the computer, logged, replayed and verified, resumed,
 * and simulated, with no line of CLI, log or sim code of its own. The real binary loads it to list
 * it, play it and simulate it (the sim's worker threads load it too); the rest runs the same
 * `main` in-process (runMain), which spares a Node start-up a command (1.7 s of the file's 8.2 s of CPU, 26 Nov).
 */
import { buildSync } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';
import { GAME_RULES } from '../../src/rulesets/registry';

const dir = mkdtempSync(join(tmpdir(), 'diemen-plugin-'));
const pluginFile = join(dir, 'high-roll.cjs');
buildSync({
  entryPoints: [join(__dirname, 'highRoll.ts')],
  outfile: pluginFile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  logLevel: 'error',
});
const env = { DIEMEN_PLUGINS: pluginFile };
const cli = (args: string[]) => runCli(args, { env });
const inProcess = (args: string[]) => runMain(args, { env });

const scenario = join(dir, 'duel.yaml');
writeFileSync(
  scenario,
  [
    'ruleset: high-roll',
    'name: A duel of dice',
    'options: { maxRounds: 5 }',
    'sides: [{ id: red, name: Red }, { id: blue }]',
    'rounds:',
    '  - { red: 6, blue: 1 }',
    '  - { red: 2, blue: 5 }',
    '',
  ].join('\n'),
);

describe('a game from a plug-in', () => {
  it('is listed by diemen rulesets, beside the built-in games', () => {
    const r = cli(['rulesets']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^high-roll +High Roll: each side rolls a d6/m);
    expect(r.stdout).toMatch(/^die-men +Die, Men!/m);
  });

  it('validates its files with its own schema, problems at file:line: field', async () => {
    expect(await inProcess(['validate', scenario])).toMatchObject({
      code: 0,
      stdout: 'ok: A duel of dice (5 rounds, 2 scripted)\n  sides: red (Red), blue\n',
    });
    const bad = join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      'ruleset: high-roll\nname: x\noptions: { maxRounds: 50 }\nsides: [{ id: a }, { id: b }]\n',
    );
    const r = await inProcess(['validate', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^diemen: ${bad}:3: options.maxRounds: .*20`));
    const schema = JSON.parse((await inProcess(['schema', '--ruleset', 'high-roll'])).stdout) as {
      properties: object;
    };
    expect(Object.keys(schema.properties)).toEqual(['ruleset', 'name', 'sides', 'seed', 'options', 'rounds']);
  });

  it('the shared loader guards every game: "__proto__" keys and inherited names as side ids are refused', async () => {
    const proto = join(dir, 'proto.yaml');
    writeFileSync(
      proto,
      'ruleset: high-roll\nname: x\noptions: { maxRounds: 5 }\nsides: [{ id: a }, { id: b }]\nrounds:\n  - { a: 6, __proto__: 1 }\n',
    );
    const p = await inProcess(['validate', proto]);
    expect(p.code).toBe(2);
    expect(p.stderr).toBe(
      `diemen: ${proto}:6: rounds[0].__proto__: "__proto__" is not a name a file may use\n`,
    );
    const ctor = join(dir, 'ctor.yaml');
    writeFileSync(
      ctor,
      'ruleset: high-roll\nname: x\noptions: { maxRounds: 5 }\nsides: [{ id: constructor }, { id: b }]\n',
    );
    const c = await inProcess(['step', ctor, '--rounds', '1']);
    expect(c.code).toBe(2);
    expect(c.stderr).toBe(
      `diemen: ${ctor}: "constructor" can't be a side id: every object already has a field of that name; pick another\n`,
    );
  });

  it('an unknown ruleset is one line at the ruleset field, naming the games there are', async () => {
    const other = join(dir, 'other.yaml');
    writeFileSync(other, 'name: x\nruleset: chess\n');
    const r = await runMain(['validate', other]);
    expect(r).toMatchObject({ code: 2, stdout: '' });
    const games = GAME_RULES.map((g) => g.meta.id).join(', ');
    expect(r.stderr).toBe(`diemen: ${other}:2: ruleset: no game is called chess (games: ${games})\n`);
  });

  it('steps through its scripted rounds: the script decides them, step --json gives the final points', async () => {
    const r = await inProcess(['step', scenario, '--json', '--seed', 's']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { ruleset: string; rounds: { round: number }[]; final: unknown };
    expect(doc.ruleset).toBe('high-roll');
    expect(doc.rounds.map((x) => x.round)).toEqual([1, 2]);
    expect(doc.final).toEqual({ points: { red: 1, blue: 1 }, winner: null, ended: false });
    const text = await inProcess(['step', scenario, '--all', '--seed', 's']);
    expect(text.stdout).toContain('round 1: rolled {"side":"red","face":6}');
  });

  it('plays with the computer, logs, replays and verifies, and resumes a cut log to the same end', async () => {
    const log = join(dir, 'duel.jsonl');
    const played = cli(['play', scenario, '--ai', 'all', '--seed', 'p', '--log', log]);
    expect(played.code).toBe(0);
    expect((await inProcess(['replay', log, '--verify'])).stdout).toMatch(
      /^ok: .*every roll and round matches\n {4}10 decisions and 5 rounds replayed/,
    );
    const whole = readFileSync(log, 'utf8');
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, `${whole.split('\n').slice(0, 9).join('\n')}\n`);
    expect((await inProcess(['replay', cut, '--verify'])).code).toBe(1);
    expect((await inProcess(['play', '--resume', cut, '--ai', 'all'])).code).toBe(0);
    expect(readFileSync(cut, 'utf8')).toBe(whole);
  });

  it('a changed roll in its log is caught by replay --verify', async () => {
    const log = join(dir, 'tamper.jsonl');
    await inProcess(['play', scenario, '--ai', 'all', '--seed', 't', '--log', log]);
    const lines = readFileSync(log, 'utf8').split('\n');
    const i = lines.findIndex((l) => l.includes('"outcome"') && l.includes('"round":3'));
    const edited = lines.map((l, j) =>
      j === i ? l.replace(/"faces":\[(\d)\]/, (_m, f) => `"faces":[${(Number(f) % 6) + 1}]`) : l,
    );
    writeFileSync(log, edited.join('\n'));
    const r = await inProcess(['replay', log, '--verify']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(new RegExp(`${log}:${i + 1}:`));
  });

  it('simulates: win rates with intervals, its own measure, the same report whatever the workers', async () => {
    const one = cli(['sim', scenario, '--trials', '300', '--seed', 'x', '--workers', '1', '--json']);
    const two = cli(['sim', scenario, '--trials', '300', '--seed', 'x', '--workers', '2', '--json']);
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const report = JSON.parse(one.stdout) as {
      measure: string;
      variants: { sides: { wins: { count: number } }[]; draws: { count: number } }[];
    };
    expect(report.measure).toBe('points');
    const v = report.variants[0]!;
    expect(v.sides[0]!.wins.count + v.sides[1]!.wins.count + v.draws.count).toBe(300);
    expect((await inProcess(['sim', scenario, '--trials', '50', '--strategy', 'red=hold'])).stderr).toBe(
      'diemen: High Roll has no strategies or scales to compare (--strategy, --scale)\n',
    );
  });
});
