/**
 * Issue #22, "Forged faces pass verify": a roll decision may bring its own dice faces only for a
 * side the log records as rolling real dice (`play --dice`), or from the scenario's own script.
 * Each game: a battle of the computer alone whose script gives faces verifies; the same log with
 * the script taken out of its embedded scenario and every checksum recomputed (a forger's log: the
 * faces now come from nowhere) is refused at the decision, naming it, its side and why, by replay
 * and by resume. As a format 1 log (which doesn't say who rolls real dice) the forgery still
 * passes: the field is what catches it. A --dice battle's typed faces verify; resume with --dice is refused for sides
 * the log doesn't record as rolling real dice. `npm run build` first when run alone.
 * What is checked is the log's rule, so the battles, the lawful and old-format verifies and the
 * resumes run in-process (runMain, the same main() the binary runs); the forged log's refusal
 * (exit 1, one line) goes through the real binary in each game (19 starts of the binary, now 3).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runPlay } from '../../src/cli/battle/runPlay';
import { runReplay } from '../../src/cli/battle/runReplay';
import { stableHash } from '../../src/core/stableHash';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { fakeIo } from '../helpers/fakeIo';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';
import { ENTER, ENTER_PLAYING_ON, scriptedPrompter, type Asked } from '../helpers/scriptedPrompter';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-typed-dice-'));

type Line = Record<string, unknown> & { type: string };

const readLog = (file: string): Line[] =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

/** The log rewritten with `header` changed by `edit`, every checksum recomputed as the log code does. */
function reseal(file: string, out: string, edit: (header: Record<string, unknown>) => void): void {
  const [head, ...rest] = readLog(file);
  const header = unsealed(head!) as Record<string, unknown>;
  edit(header);
  header.scenarioHash = stableHash(header.scenario);
  const sealed = sealHeader(header);
  const lines = sealLines(
    sealed.sum,
    rest.map((l) => unsealed(l)),
  ).lines;
  writeFileSync(out, [sealed, ...lines].map((l) => `${JSON.stringify(l)}\n`).join(''));
}

/** The 1-based file line and seq of the first decision carrying faces of its own. */
function firstTyped(file: string, typed: (d: Record<string, unknown>) => boolean) {
  const lines = readLog(file);
  const i = lines.findIndex((l) => l.type === 'decision' && typed(l.decision as Record<string, unknown>));
  if (i < 0) throw new Error(`no decision with faces in ${file}`);
  const d = lines[i]!;
  return { line: i + 1, seq: d.seq as number, side: (d.decision as { side: string }).side };
}

const hasFaces = (d: Record<string, unknown>): boolean => d.kind === 'roll' && Array.isArray(d.faces);

describe('faces in a log only from real dice or the script', () => {
  it.each([
    // [game, scenario, a script round giving roll faces to a computer side]
    ['Die, Men!', 'scenarios/skirmish.yaml', { dice: { red: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }],
    ['Die Fighting', 'scenarios/df-battle.yaml', { initiative: { red: [6, 6], blue: [1, 1] } }],
    ['Dice Wars', 'scenarios/dw-battle.yaml', { first: { legion: 6, waaagh: 1 } }],
  ] as const)('%s', async (game, scenario, round) => {
    const name = game.replace(/\W+/g, '-');
    const doc = parse(readFileSync(scenario, 'utf8')) as Record<string, unknown>;
    const scripted = join(tmp, `${name}.json`);
    writeFileSync(scripted, JSON.stringify({ ...doc, rounds: [round] }));
    const log = join(tmp, `${name}.jsonl`);
    const played = await runMain([
      'play',
      scripted,
      '--ai',
      'all',
      '--seed',
      'typed',
      '--log',
      log,
      '--no-map',
    ]);
    expect(played.stderr).toBe('');
    const [head] = readLog(log);
    expect(head).toMatchObject({ format: 2, dice: {} });
    expect(Object.values(head!.dice as object)).not.toContain(true);

    // The script's faces are lawful.
    const typed = firstTyped(log, hasFaces);
    expect((await runMain(['replay', log, '--verify'])).code).toBe(0);

    // A forger's log: the same decisions, with no script to have given the faces.
    const forged = join(tmp, `${name}-forged.jsonl`);
    reseal(log, forged, (h) => {
      const { rounds: _rounds, ...rest } = h.scenario as Record<string, unknown>;
      h.scenario = rest;
    });
    const r = runCli(['replay', forged, '--verify']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `diemen: replay: ${forged}:${typed.line}: decision ${typed.seq} (roll for ${typed.side}): it carries dice faces, but ${typed.side} is played by the computer, which rolls with the battle's dice; faces are taken only from a side rolling real dice (play --dice) or from the scenario's script`,
    );

    // Resume refuses it too, cut off after the forged decision (every checksum still holds).
    const cut = join(tmp, `${name}-cut.jsonl`);
    writeFileSync(
      cut,
      readFileSync(forged, 'utf8')
        .split('\n')
        .slice(0, typed.line + 1)
        .join('\n') + '\n',
    );
    const resumed = await runMain(['play', '--resume', cut, '--ai', 'all', '--no-map']);
    expect(resumed.code).toBe(1);
    expect(resumed.stderr).toContain(
      `diemen: ${cut}:${typed.line}: decision ${typed.seq} (roll for ${typed.side}): it carries dice faces`,
    );

    // As an old log, which doesn't say who rolls real dice, it passes as it always did.
    const old = join(tmp, `${name}-old.jsonl`);
    reseal(forged, old, (h) => {
      h.format = 1;
      delete h.dice;
    });
    expect((await runMain(['replay', old, '--verify'])).code).toBe(0);

    // Nor can a forger drop the field from a format 2 log.
    const dropped = join(tmp, `${name}-dropped.jsonl`);
    reseal(forged, dropped, (h) => delete h.dice);
    const d = await runMain(['replay', dropped, '--verify']);
    expect(d.code).toBe(2);
    expect(d.stderr).toContain(`${dropped}:1: bad header (dice:`);
  });
});

/**
 * Answers every question with its default, and a roll's faces with as many dice as it asks for:
 * named in the question, or, when the question is asked short (`faces:`, a long pool's answer
 * would run it past 80 columns), on the line said above it (the last `roll Nd10` shown).
 */
const realDice = (shown: () => string) => (q: Asked) => {
  if (q.kind !== 'input' || !q.message.includes('faces')) return ENTER_PLAYING_ON(q);
  const n = [...`${shown()}\n${q.message}`.matchAll(/roll (\d+)d10/g)].pop();
  if (n) return Array.from({ length: Number(n[1]) }, (_, i) => (i % 10) + 1).join(' ');
  return ENTER;
};

describe('--dice', () => {
  const log = join(tmp, 'dice.jsonl');

  it("a person's typed faces are logged as theirs, and the log verifies", async () => {
    const io = fakeIo();
    const prompter = scriptedPrompter([], realDice(io.stdout));
    const code = await runPlay(
      io,
      'scenarios/skirmish.yaml',
      { ai: ['blue'], dice: true, seed: 'dice', log },
      { prompter, interactive: true },
    );
    expect(io.stderr()).toBe('');
    expect(code).toBe(0);
    const [head, ...rest] = readLog(log);
    expect(head).toMatchObject({
      format: 2,
      players: { red: 'human', blue: 'ai' },
      dice: { red: true, blue: false },
    });
    const rolls = rest.filter(
      (l) => l.type === 'decision' && (l.decision as { kind: string }).kind === 'roll',
    );
    expect(
      rolls
        .filter((l) => hasFaces(l.decision as Record<string, unknown>))
        .map((l) => (l.decision as { side: string }).side),
    ).toContain('red');
    const replay = fakeIo();
    expect(await runReplay(replay, log, { verify: true })).toBe(0);
    expect(replay.stdout()).toMatch(/^ok: /);
  });

  it('resume with --dice is refused for a side the log records as not rolling real dice', async () => {
    const ai = join(tmp, 'ai.jsonl');
    expect(
      (await runMain(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'dice', '--log', ai])).code,
    ).toBe(0);
    // Interrupted after its first lines: every checksum still holds.
    const cut = join(tmp, 'ai-cut.jsonl');
    writeFileSync(cut, readFileSync(ai, 'utf8').split('\n').slice(0, 12).join('\n') + '\n');
    const io = fakeIo();
    const code = await runPlay(
      io,
      undefined,
      { ai: ['blue'], dice: true, resume: cut },
      { prompter: scriptedPrompter([], realDice(io.stdout)), interactive: true },
    );
    expect(code).toBe(2);
    expect(io.stderr()).toBe(
      'diemen: --dice: the log records red as not rolling real dice (the battle began without --dice, or with the computer there): resume without --dice\n',
    );
  });
});
