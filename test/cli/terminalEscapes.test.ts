/**
 * Issue #22, terminal escapes in names (`npm run build` first when run alone): a scenario, side,
 * unit or card name holding `ESC ] 0 ; … BEL` (retitles the terminal) or `ESC [ 2 J` (clears it)
 * is shown as text by every command, never obeyed. Output here is not a terminal, so diemen
 * writes no colours of its own: not one control character but newline may reach it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';

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

const clean = (args: string[]) => {
  const r = runCli(args);
  expect(r.stdout + r.stderr).not.toMatch(CONTROLS);
  return r;
};
/** The name as it is shown: each control as \xHH. */
const shown = (r: { stdout: string; stderr: string }) =>
  expect(r.stdout + r.stderr).toMatch(/\\x1b\]0;pwned\\x07\\x1b\[2J\\x9b31m/);

describe('control characters in names are shown, not obeyed', () => {
  const dm = hostile('scenarios/skirmish.yaml', (t) =>
    t.replace('name: Red Company', `name: "Red ${EVIL}"`).replace(/^name: .*$/m, `name: "Ford ${EVIL}"`),
  );
  const df = hostile('scenarios/df-battle.yaml', (t) => t.replace('name: Red Army', `name: "Red ${EVIL}"`));
  const dw = hostile('scenarios/dw-battle.yaml', (t) =>
    t.replace('name: Commander,', `name: "Cmd ${EVIL}",`),
  );

  it.each([
    ['Die, Men!', dm],
    ['Die Fighting', df],
    ['Dice Wars', dw],
  ])('%s: validate, step, sim, play and replay', (_game, file) => {
    expect(clean(['validate', file]).code).toBe(0);
    shown(clean(['step', file, '--rounds', '1']));
    const log = at(`${file.replace(/^.*\//, '')}.jsonl`);
    const played = clean(['play', file, '--ai', 'all', '--seed', 'esc', '--log', log]);
    expect(played.code).toBe(0);
    shown(played);
    shown(clean(['replay', log]));
  });

  it('sim names the sides safely', () => {
    const r = clean(['sim', dm, '--trials', '4', '--seed', 'esc']);
    expect(r.code).toBe(0);
    shown(r);
  });

  it('dw army, and an error echoing a bad value', () => {
    const army = hostile('armies/dice-wars/skirmish-warband.yaml', (t) =>
      t.replace('name: Knight Captain', `name: "Knight ${EVIL}"`),
    );
    const r = clean(['dw', 'army', army]);
    expect(r.code).toBe(0);
    shown(r);
    const bad = hostile(
      'scenarios/skirmish.yaml',
      (t) => t.replace('"1,1": 4', `"${EVIL}": 4`),
      'bad-cell.yaml',
    );
    expect(clean(['validate', bad]).code).toBe(2);
  });
});
