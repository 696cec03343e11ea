/**
 * `play` driven through its prompts with scripted answers (the same Prompter seam inquirer fills
 * at a terminal): whole hot-seat battles, a human against the computer, the secret declare, the
 * defender's defaults, and --dice.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlayOptions } from '../../src/cli/battle/runPlay';
import { humanSource } from '../../src/cli/die-men/prompts/humanSource';
import { setsAfter, withSetsAfter } from '../../src/cli/die-men/prompts/setsAfter';
import { runPlay } from '../../src/cli/battle/runPlay';
import { runReplay } from '../../src/cli/battle/runReplay';
import { sideNames } from '../../src/cli/die-men/render/names';
import { plainStyle } from '../../src/cli/style';
import { runBattle } from '../../src/engine';
import { dieMen, legalFreeMoves, type BattleState, type Request } from '../../src/rulesets/die-men';
import { computerGeneral } from '../../src/rulesets/die-men/ai';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import { readFileSync } from 'node:fs';
import { fakeIo } from '../helpers/fakeIo';
import {
  ENTER,
  ENTER_PLAYING_ON,
  scriptedPrompter,
  type Answer,
  type Asked,
} from '../helpers/scriptedPrompter';
import { dieMenContext } from '../helpers/dieMenContext';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-prompts-'));
let logs = 0;

async function play(
  scenario: string,
  opts: Partial<PlayOptions>,
  answers: readonly Answer[],
  then: Answer = ENTER_PLAYING_ON,
) {
  const io = fakeIo();
  const prompter = scriptedPrompter(answers, then);
  const log = join(tmp, `battle-${++logs}.jsonl`);
  const code = await runPlay(io, scenario, { ai: [], log, ...opts }, { prompter, interactive: true });
  return { code, io, prompter, log };
}

/** A player who picks at random among whatever is offered (seeded): any prompt, any battle. */
function monkey(seed: number): Answer {
  let x = seed * 2654435761;
  const rand = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  return (q: Asked) => {
    // A count (how many units move) takes its pre-filled answer; a typed cell is off the map.
    if (q.kind === 'input') return /how many/i.test(q.message) ? ENTER : '0,0';
    if (q.kind !== 'select') return ENTER;
    // Going back and forth is lawful but slow: mostly go forward. Fight two times in three,
    // so the armies meet and every kind of question comes up.
    // Taking back a decision is tested on its own (undo.test.ts).
    const forward = q.choices.filter((c) => c !== '← back' && c !== 'another cell…' && !c.startsWith('↶'));
    const eager = forward.filter((c) => /^(Seize|Hold|Attack|Defend)/.test(c));
    if (eager.length > 0 && rand(3) > 0) return eager[rand(eager.length)]!;
    return forward[rand(forward.length)]!;
  };
}

describe('play through the prompts', () => {
  it('hot-seat battles with random (lawful) answers all finish, and their logs replay', async () => {
    // One battle a scenario: a second seed on the same map (skirmish 1, pty-interference 6) asked
    // no kind of question the first did not, and cost 1.8 s of the test's 6.9 (26 Nov).
    const battles: [string, number][] = [
      ['scenarios/skirmish.yaml', 2],
      ['scenarios/reserve-cut-off.yaml', 7],
      ['scenarios/castle-siege.yaml', 3],
      ['scenarios/river-crossing.yaml', 4],
      ['test/fixtures/scenarios/pty-interference.yaml', 5],
    ];
    const asked: string[] = [];
    for (const [scenario, seed] of battles) {
      const { code, io, log, prompter } = await play(scenario, { seed: `m${seed}` }, [], monkey(seed));
      asked.push(...prompter.asked.map((q) => q.message));
      expect(io.stderr()).toBe('');
      expect(code).toBe(0);
      expect(io.stdout()).toMatch(/Victory for .* after|Draw after/);
      const replay = fakeIo();
      expect(await runReplay(replay, log, { verify: true })).toBe(0);
      expect(replay.stdout()).toMatch(/^ok: /);
    }
    // Every kind of question came up: tactics drilled down to hex and target, the defender's knock,
    // free moves, splits, gates and Command Interference (gobble dice have their own test below).
    for (const q of [
      /attack from which hex/,
      /: move from .* into which hex/,
      /defend which hex/,
      /loses a die/,
      /free move from which hex\?/,
      /free move from \S+ into which hex\?/,
      /split/,
      // Asked whole, or (not fitting 80 columns) said above a short question.
      /[Tt]he drawbridge at 3,1/,
      /player character in 1,1|Try, in 1,1\?/,
    ]) {
      expect([q, asked.some((m) => q.test(m))]).toEqual([q, true]);
    }
  });

  it('keeps each declaration secret: pass the keyboard, choose on a screen that goes; reveal after both', async () => {
    const { code, io, prompter } = await play('scenarios/skirmish.yaml', { seed: 'secret' }, [
      'Seize',
      'the north edge',
      'Hold',
    ]);
    expect(code).toBe(0);
    const t = prompter.transcript;
    const first = t.indexOf('[secret]') - 1;
    expect(t.slice(first, first + 10)).toEqual([
      '? Round 1: pass the keyboard to Red Company, then press Enter',
      '[secret]',
      '? Red Company: strategy for round 1?',
      '? Seize toward which goal?',
      '[/secret]',
      '? Round 1: pass the keyboard to Blue Levy, then press Enter',
      '[secret]',
      '? Blue Levy: strategy for round 1?',
      '? Blue Levy: declare Hold for round 1?',
      '[/secret]',
    ]);
    const out = io.stdout();
    expect(out.indexOf('Red Company: declared.')).toBeLessThan(out.indexOf('Red Company: declares'));
    expect(out.indexOf('Blue Levy: declared.')).toBeLessThan(out.indexOf('Red Company: declares'));
    expect(out).toContain('Red Company: declares Seize → north');
    expect(out).toContain('Blue Levy: declares Hold');
  });

  it('against the computer: only the human side is asked, nothing is hidden, the default is pre-selected', async () => {
    const { code, prompter, io } = await play('scenarios/skirmish.yaml', { seed: 'solo', ai: ['blue'] }, []);
    expect(code).toBe(0);
    expect(prompter.clears()).toBe(0);
    expect(prompter.asked.length).toBeGreaterThan(0);
    for (const q of prompter.asked)
      expect(q.message).toMatch(/^(Red Company|How many|Seize|Deploy|End Free Movement)/);
    const strategy = prompter.asked.find((q) => q.message.includes('strategy'))!;
    expect(strategy.choices.map((c) => c.split(' ')[0])).toEqual(['Deploy', 'Seize', 'Hold', 'Retreat']);
    expect(strategy.initial).toMatch(/^Hold/);
    const spend = prompter.asked.find((q) => q.message.includes('spend it on'));
    // A way to spend the set is pre-selected, never Pass.
    if (spend) expect(spend.initial).not.toMatch(/^Pass/);
    expect(io.stdout()).toMatch(/Red Company: you, Blue Levy: computer/);
  });

  it("a scenario's scripted rounds answer first: the players are asked only what the script leaves out", async () => {
    const { code, io, prompter } = await play(
      'scenarios/reserve-cut-off.yaml',
      { seed: 'script', map: false },
      [],
    );
    expect(code).toBe(0);
    expect(io.stdout()).toContain('2×9 from 3,1 → 3,2: width 2 + encirclement 2 = 4 killed');
    const strategies = prompter.asked.filter((q) => q.message.includes('strategy for round'));
    expect(strategies[0]!.message).toMatch(/round 2\?$/);
    // Round 1 scripts every set's order: nobody is asked to spend a set before round 2 begins.
    const round2 = prompter.asked.indexOf(strategies[0]!);
    expect(prompter.asked.slice(0, round2).filter((q) => /spend it on/.test(q.message))).toEqual([]);
  });

  it('the goal question goes back to the strategy (nothing rolled yet), from its list or the typed cell', async () => {
    const { code, io, prompter } = await play(
      'scenarios/skirmish.yaml',
      { seed: 'goal', ai: ['blue'], map: false },
      ['Seize', '← back', 'Deploy', 'another cell', '', 'Deploy', 'another cell', '6,4'],
    );
    expect(code).toBe(0);
    const first = prompter.asked
      .slice(0, 7)
      .map((q) => `${q.kind} ${q.message.replace(/^Red Company: /, '')}`);
    expect(first).toEqual([
      'select strategy for round 1?',
      'select Seize toward which goal?',
      'select strategy for round 1?',
      'select Deploy toward which goal?',
      'input Goal cell (col,row as on the map; Enter: back):',
      'select strategy for round 1?',
      'select Deploy toward which goal?',
    ]);
    // Asked again, the strategy question starts on the one just taken back.
    expect(prompter.asked[2]!.initial).toMatch(/^Seize/);
    expect(io.stdout()).toContain('Red Company: declares Deploy → 6,4');
  });

  it('asks for goal cells by typing them, re-asking until the cell is on the map', async () => {
    const { code, io, prompter } = await play(
      'scenarios/skirmish.yaml',
      { seed: 'goal', ai: ['blue'], map: false },
      ['Deploy', 'another cell', '9,9', '6,4'],
    );
    expect(code).toBe(0);
    const typed = prompter.asked.find((q) => q.kind === 'input')!;
    expect(typed.refused).toEqual(['not a cell of this 7x5 map']);
    expect(io.stdout()).toContain('Red Company: declares Deploy → 6,4');
  });
});

/** The first request of `kind` in a computer-played battle, with its state. */
function firstRequest<K extends Request['kind']>(kind: K, file: string, seeds: readonly string[]) {
  const loaded = loadDieMenScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error('bad scenario');
  for (const seed of seeds) {
    let found: { request: Extract<Request, { kind: K }>; state: BattleState } | null = null;
    runBattle(
      dieMen,
      toBattleSetup(loaded.value.scenario, { seed, defaultSeed: seed }),
      computerGeneral({ seed }),
      {
        stopBefore: (r, s) => {
          if (r.kind !== kind) return false;
          found = { request: r as Extract<Request, { kind: K }>, state: s as BattleState };
          return true;
        },
      },
    );
    if (found) return found as { request: Extract<Request, { kind: K }>; state: BattleState };
  }
  throw new Error(`no ${kind} request in ${file}`);
}

const seeds = Array.from({ length: 40 }, (_, i) => `r${i}`);

function context(answers: readonly Answer[], dice = false) {
  const prompter = scriptedPrompter(answers, ENTER_PLAYING_ON);
  const said: string[] = [];
  const { ctx } = dieMenContext(
    prompter,
    sideNames(
      [
        { id: 'red', name: 'Red Company' },
        { id: 'blue', name: 'Blue Levy' },
      ],
      plainStyle,
    ),
    { showTable: (t: string) => said.push(t), dice },
    said,
  );
  return { ctx, prompter, said };
}

describe('how many units move: typed, with back', () => {
  it("a typo is refused and asked again; 'back' drops the move and asks the set's tactic again", async () => {
    const { request, state } = firstRequest('assign', 'scenarios/harrow-down.yaml', seeds);
    const crowd = (q: Asked) => q.choices.find((c) => / [2-9] infantry$/.test(c))!;
    // The target's list starts on `← back` (Enter alone gives no order): its first hex is under it.
    const first = (q: Asked) => q.choices[1]!;
    const { ctx, prompter } = context(['Move', crowd, first, 'back', 'Move', crowd, first, 'x', '9', '1']);
    const d = await humanSource(ctx).decide(request, state);
    const counts = prompter.asked.filter((q) => /^How many of the \d+ units move\?/.test(q.message));
    expect(counts).toHaveLength(2);
    expect(counts[0]!.message).toMatch(/\(1-\d, or back\)$/);
    expect(counts[1]!.refused).toEqual([
      expect.stringMatching(/^a number from 1 to \d, or back$/),
      expect.any(String),
    ]);
    // After back, the set's tactic is asked again: the move picked first was never made.
    expect(prompter.asked.filter((q) => /spend it on\?/.test(q.message))).toHaveLength(2);
    expect(d).toMatchObject({ kind: 'assign', tactic: { type: 'move', units: { infantry: 1 } } });
    expect(dieMen.apply(state, d as never).ok).toBe(true);
  });
});

describe("spending a set names the player's sets still to come (the queue table has scrolled off)", () => {
  it('lists them in queue order, and leaves them out when the line would not fit 80 columns', async () => {
    const { request, state } = firstRequest('assign', 'scenarios/harrow-down.yaml', seeds);
    const after = state.queue
      .slice(state.group!.start + state.group!.size)
      .filter((s) => s.side === request.side);
    expect(setsAfter(state, request.side)).toBe(after.map((s) => `${s.width}×${s.height}`).join(' '));
    const { ctx, prompter } = context([]);
    await humanSource(ctx).decide(request, state);
    const spend = prompter.asked.find((q) => /spend it on\?/.test(q.message))!;
    expect(spend.message).toContain(`spend it on?  (to come: ${setsAfter(state, request.side) || 'none'})`);
    expect(spend.message.length + 2 + 1 + 8).toBeLessThanOrEqual(80);
    const long = `${'A very long side name '.repeat(2)}2×10: spend it on?`;
    expect(withSetsAfter(long, state, request.side, 80)).toBe(long);
  });
});

/** The first hex that can send units (under the end), by name: Enter alone picks no move (see below). */
const firstMove = (q: Asked) => q.choices.find((c) => /^\d/.test(c))!;
/** The first hex it can send them to, under `← back` (pre-selected). */
const firstInto = (q: Asked) => q.choices[1]!;

describe('Free Movement: Enter alone plans no move', () => {
  it('Enter lands on "no free moves", whose confirmation is No: Enter again asks again', async () => {
    const { request, state } = firstRequest('free', 'scenarios/harrow-down.yaml', seeds);
    const { ctx, prompter } = context([ENTER, ENTER, ENTER, ENTER, ENTER, 'Yes']);
    const d = await humanSource(ctx).decide(request, state);
    // The first move had been pre-selected: Enter, Enter (all its units) planned it.
    expect(d).toEqual({ kind: 'free', side: request.side, moves: [] });
    const questions = prompter.asked.map((q) => q.message);
    expect(questions.filter((m) => /free move from which hex\?/.test(m))).toHaveLength(3);
    expect(
      questions.filter((m) => /^End Free Movement\? \d+ more could still be made\.$/.test(m)),
    ).toHaveLength(3);
    expect(prompter.asked[0]!.initial).toBe('no free moves');
  });

  it('a hex chosen, Enter at "into which hex?" goes back (← back pre-selected): no move', async () => {
    const { request, state } = firstRequest('free', 'scenarios/harrow-down.yaml', seeds);
    const { ctx, prompter } = context([firstMove, ENTER, ENTER, 'Yes']);
    const d = await humanSource(ctx).decide(request, state);
    expect(d).toEqual({ kind: 'free', side: request.side, moves: [] });
    const questions = prompter.asked.map((q) => q.message.replace(/^[^:]*: /, ''));
    expect(questions.slice(0, 3)).toEqual([
      'free move from which hex?',
      expect.stringMatching(/^free move from \S+ into which hex\?$/),
      'free move from which hex?',
    ]);
    expect(prompter.asked[1]!.initial).toBe('← back');
  });
});

describe('Declare: Enter alone never declares a strategy', () => {
  it('Enter lands on "declare Hold for round 1?"; Enter again declares it, ← back asks the strategy again', async () => {
    const { request, state } = firstRequest('declare', 'scenarios/harrow-down.yaml', seeds);
    const { ctx, prompter } = context([ENTER, '← back', 'Retreat', ENTER]);
    const d = await humanSource(ctx).decide(request, state);
    // One Enter had declared the pre-selected Hold, and once both sides declare the dice roll.
    expect(d).toMatchObject({ kind: 'declare', declaration: { strategy: 'retreat' } });
    const questions = prompter.asked.map((q) => q.message.replace(/^[^:]*: /, ''));
    expect(questions).toEqual([
      expect.stringMatching(/^strategy for round \d+\?$/),
      expect.stringMatching(/^declare Hold for round \d+\?$/),
      expect.stringMatching(/^strategy for round \d+\?$/),
      expect.stringMatching(/^declare Retreat for round \d+\?$/),
    ]);
    expect(prompter.asked[1]!.initial).toMatch(/^declare Hold/);
    // Back where it was: the strategy taken back is pre-selected.
    expect(prompter.asked[2]!.initial).toMatch(/^Hold/);
  });

  it('Enter, Enter declares Hold', async () => {
    const { request, state } = firstRequest('declare', 'scenarios/harrow-down.yaml', seeds);
    const { ctx, prompter } = context([ENTER, ENTER]);
    const d = await humanSource(ctx).decide(request, state);
    expect(d).toMatchObject({ kind: 'declare', declaration: { strategy: 'hold' } });
    expect(prompter.asked).toHaveLength(2);
  });
});

describe('Free Movement keeps the board in sight', () => {
  it("draws the map's rows with the hexes that can send units framed right above each question", async () => {
    const { request, state } = firstRequest('free', 'scenarios/harrow-down.yaml', seeds);
    const { ctx, prompter, said } = context([firstMove, firstInto, 'back', ENTER, ENTER, 'Yes']);
    const d = await humanSource(ctx).decide(request, state);
    expect(d).toMatchObject({ kind: 'free' });
    const froms = [...new Set(legalFreeMoves(state, request.side).map((m) => m.from))];
    const maps = said.filter((t) => t.includes('a hex you can choose'));
    // One before the first question, one more after 'back' at the count asked it again.
    expect(maps.length).toBeGreaterThanOrEqual(
      prompter.asked.filter((q) => /free move from/.test(q.message)).length,
    );
    for (const from of froms) {
      const [col, row] = from.split(',');
      expect(maps[0]).toMatch(new RegExp(`^ *${row}\\b|\\b${col}\\b`, 'm'));
    }
    expect(maps[0]).toMatch(/\+[A-Z]\d+[a-z+]*\+|\+\+\+/);
  });
});

describe('Free Movement lists the moves planned so far, and takes the last one back', () => {
  it('planned: under the map; take back gives its units back to be sent again', async () => {
    const { request, state } = firstRequest('free', 'scenarios/harrow-down.yaml', seeds);
    const { ctx, prompter, said } = context([
      firstMove,
      firstInto,
      ENTER,
      '↶ take back',
      firstMove,
      firstInto,
      ENTER,
      'done',
      'Yes',
    ]);
    const d = await humanSource(ctx).decide(request, state);
    const first = legalFreeMoves(state, request.side)[0]!;
    // The move taken back is gone: one move, of the first hex's units, not two.
    expect(d).toMatchObject({ kind: 'free', moves: [{ from: first.from, to: first.to }] });
    const counts = prompter.asked.filter((q) => q.kind === 'number' || /units move\?/.test(q.message));
    expect(counts.map((q) => q.message)).toEqual([counts[0]!.message, counts[0]!.message]);
    const questions = prompter.asked.filter((q) => /free move from which hex\?/.test(q.message));
    expect(questions[0]!.choices.some((c) => c.startsWith('↶ take back'))).toBe(false);
    expect(questions[1]!.choices).toContain(
      `↶ take back ${first.from} → ${first.to} (${/^\S+(?: \([a-z]+\))?  (.+) may go/.exec(firstMove(questions[0]!))![1]})`,
    );
    // The end and taking back head the list, above the hexes: in sight however long it is.
    expect(questions[1]!.choices.slice(0, 2)).toEqual([
      'done (1 free move)',
      expect.stringMatching(/^↶ take back /),
    ]);
    const planned = said.filter((t) => t.startsWith('planned:'));
    expect(planned[0]).toMatch(new RegExp(`^planned: ${first.from} → ${first.to} \\(\\d+ `));
    // Nothing planned after the take back: no line before the third question, one after the new move.
    expect(planned).toHaveLength(2);
  });
});

describe('the defender is asked with the default pre-selected (one key accepts it)', () => {
  for (const kind of ['knock', 'gobble'] as const) {
    it(`${kind}: Enter gives the rules' default, and every choice offered is lawful`, async () => {
      const { request, state } = firstRequest(kind, 'scenarios/skirmish.yaml', seeds);
      const { ctx, prompter } = context([]);
      const d = await humanSource(ctx).decide(request, state);
      expect(d).toEqual(dieMen.defaultDecision(state, request));
      const q = prompter.asked[0]!;
      expect(q.initial).toBeDefined();
      // Each choice, taken, is accepted by the rules.
      for (const name of q.choices) {
        const one = context([name]);
        const pick = await humanSource(one.ctx).decide(request, state);
        expect(dieMen.apply(state, pick).ok).toBe(true);
      }
    });
  }
});

describe('--dice: the player types the faces of real dice', () => {
  it('re-asks until the count is the pool and every face is 1-10, then rolls those faces', async () => {
    const { request, state } = firstRequest('roll', 'scenarios/skirmish.yaml', ['d']);
    const pool = request.pool;
    const good = Array.from({ length: pool }, (_, i) => (i % 10) + 1);
    const { ctx, prompter } = context(
      ['1 2 3', ['0', ...good.slice(1)].join(' '), ['11', ...good.slice(1)].join(','), 'a b', good.join(' ')],
      true,
    );
    const d = await humanSource(ctx).decide(request, state);
    expect(d).toEqual({ kind: 'roll', side: request.side, faces: good });
    expect(prompter.asked[0]!.refused).toEqual([
      `that is 3 dice; roll exactly ${pool}`,
      'face 0 is out of range 1-10 (write a d10 showing 0 as 10)',
      'face 11 is out of range 1-10',
      '"a" is not a die face (1-10)',
    ]);
    const applied = dieMen.apply(state, d);
    expect(applied.ok && applied.value.events.find((e) => e.type === 'rolled')).toMatchObject({
      source: 'given',
    });
  });

  it('without --dice a human side is not asked: the seeded dice roll', async () => {
    const { request, state } = firstRequest('roll', 'scenarios/skirmish.yaml', ['d']);
    const { ctx, prompter } = context([]);
    expect(await humanSource(ctx).decide(request, state)).toEqual({ kind: 'roll', side: request.side });
    expect(prompter.asked).toHaveLength(0);
  });
});
