/**
 * The log's `players` line (issue 21), in-process: it is read and checksummed like any line, the
 * replay steps over it (telling who plays from there on) and comes out the same; one out of place
 * is a divergence; the players at a log's end are the header's as its players lines change them.
 */
import { readFileSync } from 'node:fs';
import { RNG_ID } from '../../src/core/rng';
import { stableHash } from '../../src/core/stableHash';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { logHeader } from '../../src/log/header';
import { loggedRun } from '../../src/log/loggedRun';
import { parseLog } from '../../src/log/parseLog';
import { currentPlayers, playersChanged } from '../../src/log/players';
import { dieMen } from '../../src/rulesets/die-men';
import { computerGeneral } from '../../src/rulesets/die-men/ai';
import { dieMenLog } from '../../src/rulesets/die-men/log';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import { parseScenarioText } from '../../src/scenario';

const FILE = 'scenarios/skirmish.yaml';
const SEED = 'players';

function setup() {
  const text = readFileSync(FILE, 'utf8');
  const loaded = loadDieMenScenario(text, FILE);
  const doc = parseScenarioText(text, FILE);
  if (!loaded.ok || !doc.ok) throw new Error('bad scenario');
  return {
    setup: toBattleSetup(loaded.value.scenario, { seed: SEED, defaultSeed: SEED }),
    doc: doc.value.data,
  };
}

/** The battle's header and unsealed lines, the computer playing both sides. */
async function battle() {
  const s = setup();
  const lines: object[] = [];
  const run = await loggedRun({
    ruleset: dieMen,
    setup: s.setup,
    adapter: dieMenLog,
    live: computerGeneral({ seed: SEED }),
    write: (ls) => void lines.push(...ls),
  });
  if (!run.result.ok) throw new Error('battle failed');
  const header = logHeader({
    tool: 'test',
    ruleset: dieMen.id,
    rules: dieMen.version,
    rng: RNG_ID,
    seed: SEED,
    scenario: s.doc,
    players: { red: 'human', blue: 'ai' },
    dice: { red: false, blue: false },
  });
  return { header, lines, hash: stableHash(run.result.value.state) };
}

const sealed = (header: object, lines: readonly object[]): string => {
  const h = sealHeader(header);
  return [h, ...sealLines(h.sum, lines).lines].map((l) => JSON.stringify(l)).join('\n') + '\n';
};

const players = { type: 'players', players: { red: 'ai', blue: 'ai' } };

async function replay(text: string) {
  const parsed = parseLog(text, 'x.jsonl');
  if (!parsed.ok) throw new Error(parsed.error[0]!.message);
  const met: { players: object; decisions: number }[] = [];
  let decisions = 0;
  const run = await loggedRun({
    ruleset: dieMen,
    setup: setup().setup,
    adapter: dieMenLog,
    recorded: { log: parsed.value, file: 'x.jsonl' },
    onPlayers: (p) => met.push({ players: p, decisions }),
    // Counts the recorded decisions; null: no scripted answer to compare them with.
    onRecorded: () => {
      decisions++;
      return null;
    },
  });
  return { parsed: parsed.value, run, met, hash: run.result.ok ? stableHash(run.result.value.state) : null };
}

let b: Awaited<ReturnType<typeof battle>>;
beforeAll(async () => {
  b = await battle();
});

/** Where the 5th decision's line is. */
const fifth = () =>
  b.lines.findIndex(
    (l) => (l as { seq?: number; type: string }).type === 'decision' && (l as { seq: number }).seq === 5,
  );

describe('a players line before a decision', () => {
  it('reads, chains, replays to the same battle, and is told before the decision it precedes', async () => {
    const at = fifth();
    const lines = [...b.lines.slice(0, at), players, ...b.lines.slice(at)];
    const r = await replay(sealed(b.header, lines));
    expect(r.run.divergence).toBeNull();
    expect(r.hash).toBe(b.hash);
    expect(r.parsed.finished).toBe(true);
    expect(r.met).toEqual([{ players: players.players, decisions: 4 }]);
    expect(currentPlayers(r.parsed.header, r.parsed.lines)).toEqual({ red: 'ai', blue: 'ai' });
  });

  it('an edited one breaks the chain at its line', () => {
    const at = fifth();
    const text = sealed(b.header, [...b.lines.slice(0, at), players, ...b.lines.slice(at)]);
    const edited = text.replace(
      '"players":{"red":"ai","blue":"ai"}',
      '"players":{"red":"human","blue":"ai"}',
    );
    expect(edited).not.toBe(text);
    const parsed = parseLog(edited, 'x.jsonl');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error[0]).toMatchObject({ code: 'log.edited', line: at + 2 });
  });

  it('with a field it should not have, is refused naming the field', () => {
    const parsed = parseLog(sealed(b.header, [{ ...players, round: 3 }]), 'x.jsonl');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error[0]).toMatchObject({ code: 'log.bad-line', line: 2 });
  });

  it('one where an outcome is due is a divergence', async () => {
    const at = b.lines.findIndex((l) => (l as { type: string }).type === 'outcome');
    const r = await replay(sealed(b.header, [...b.lines.slice(0, at), players, ...b.lines.slice(at)]));
    expect(r.run.divergence).toMatchObject({ code: 'replay.line-differs', line: at + 2 });
    expect(r.run.divergence!.message).toContain('a change of players');
  });

  it('at the very end of a cut log, it is passed and the replay stops there', async () => {
    const at = fifth();
    const r = await replay(sealed(b.header, [...b.lines.slice(0, at), players]));
    expect(r.run.divergence).toBeNull();
    expect(r.met).toHaveLength(1);
    expect(r.run.replayed).toBe(4);
  });
});

describe('a log without players lines', () => {
  it("keeps the header's players", () => {
    const parsed = parseLog(sealed(b.header, b.lines), 'x.jsonl');
    if (!parsed.ok) throw new Error('refused');
    expect(currentPlayers(parsed.value.header, parsed.value.lines)).toEqual({ red: 'human', blue: 'ai' });
    expect(playersChanged({ red: 'human', blue: 'ai' }, { red: 'human', blue: 'ai' })).toBe(false);
    expect(playersChanged({ red: 'human', blue: 'ai' }, { red: 'ai', blue: 'ai' })).toBe(true);
    expect(b.lines.map((l) => (unsealed(l) as { type: string }).type)).not.toContain('players');
  });
});
