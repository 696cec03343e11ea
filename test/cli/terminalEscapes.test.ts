/**
 * Issue #22, terminal escapes in names (`npm run build` first when run alone): a scenario, side,
 * unit or card name holding `ESC ] 0 ; … BEL` (retitles the terminal) or `ESC [ 2 J` (clears it)
 * is shown as text by every command, never obeyed. Output here is not a terminal, so diemen
 * writes no colours of its own: not one control character but newline may reach it.
 *
 * Every command's text reaches the terminal through Io's out and err (src/cli/io.ts), which makes
 * it safe; runMain runs a command in-process through the same `main` and the same making-safe. So
 * each game's battle, and sim, whose text holds every kind of name, run through the built binary
 * (the real Io, and nothing written past it); validate, step, replay and `dw army` run in-process,
 * each without a Node start-up (this file started the binary 15 times; now 4).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type CliResult } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-escapes-'));
const at = (name: string) => join(tmp, name);
/** As a YAML double-quoted string: the escapes are in the data, not the file's bytes. */
const EVIL = String.raw`\e]0;pwned\a\e[2J\u009b31m`;
const hostile = (file: string, edit: (text: string) => string, name = file.replace(/^.*\//, '')): string => {
  const out = at(name);
  writeFileSync(out, edit(readFileSync(file, 'utf8')));
  return out;
};

const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const isClean = (r: CliResult): CliResult => {
  expect(r.stdout + r.stderr).not.toMatch(CONTROLS);
  return r;
};
/** Through the built binary. */
const clean = (args: string[]): CliResult => isClean(runCli(args));
/** In-process, through the binary's `main` and the same making-safe of its output. */
const cleanMain = async (args: string[]): Promise<CliResult> => isClean(await runMain(args));
/** The name as it is shown: each control as \xHH. */
const shown = (r: { stdout: string; stderr: string }) =>
  expect(r.stdout + r.stderr).toMatch(/\\x1b\]0;pwned\\x07\\x1b\[2J\\x9b31m/);

/**
 * The battle ended after its first round: every round's lines name the sides and units the same way
 * (a name is shown by the same Io in round 1 as in round 12), and the rounds after it were most of
 * this file's CPU time, played and then replayed.
 */
const oneRound = (text: string): string =>
  /^ {2}maxRounds: \d+$/m.test(text)
    ? text.replace(/^ {2}maxRounds: \d+$/m, '  maxRounds: 1')
    : `${text.trimEnd()}\noptions:\n  maxRounds: 1\n`;

describe('control characters in names are shown, not obeyed', () => {
  const dm = hostile('scenarios/skirmish.yaml', (t) =>
    oneRound(t)
      .replace('name: Red Company', `name: "Red ${EVIL}"`)
      .replace(/^name: .*$/m, `name: "Ford ${EVIL}"`),
  );
  const df = hostile('scenarios/df-battle.yaml', (t) =>
    oneRound(t).replace('name: Red Army', `name: "Red ${EVIL}"`),
  );
  const dw = hostile('scenarios/dw-battle.yaml', (t) =>
    oneRound(t).replace('name: Commander,', `name: "Cmd ${EVIL}",`),
  );

  it.each([
    ['Die, Men!', dm],
    ['Die Fighting', df],
    ['Dice Wars', dw],
  ])('%s: validate, step, sim, play and replay', async (_game, file) => {
    expect((await cleanMain(['validate', file])).code).toBe(0);
    shown(await cleanMain(['step', file, '--rounds', '1']));
    const log = at(`${file.replace(/^.*\//, '')}.jsonl`);
    const played = clean(['play', file, '--ai', 'all', '--seed', 'esc', '--log', log]);
    expect(played.code).toBe(0);
    shown(played);
    shown(await cleanMain(['replay', log]));
  });

  it('sim names the sides safely', () => {
    const r = clean(['sim', dm, '--trials', '4', '--seed', 'esc']);
    expect(r.code).toBe(0);
    shown(r);
  });

  it('dw army, and an error echoing a bad value', async () => {
    const army = hostile('armies/dice-wars/skirmish-warband.yaml', (t) =>
      t.replace('name: Knight Captain', `name: "Knight ${EVIL}"`),
    );
    const r = await cleanMain(['dw', 'army', army]);
    expect(r.code).toBe(0);
    shown(r);
    const bad = hostile(
      'scenarios/skirmish.yaml',
      (t) => t.replace('"1,1": 4', `"${EVIL}": 4`),
      'bad-cell.yaml',
    );
    expect((await cleanMain(['validate', bad])).code).toBe(2);
  });
});
