/**
 * A fast move (cavalry beyond the next hex, or cavalry alone beside a move of the whole hex) in
 * the spending questions (src/cli/die-men/prompts/promptAssign.ts). Played at 80x24 with an army
 * of infantry, cavalry and a pc: "move from 3,4 into which hex?" listed `3,3  empty` twice, the
 * second the cavalry alone; it then asked how many infantry, cavalry and pc move, and the 3
 * infantry and the pc typed in were dropped unsaid ("3×10 moves 2 cavalry 3,4 → 3,3"). Now the
 * choice says who goes and the count is asked of them alone.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import { runBattle } from '../../../src/engine';
import { dieMen, legalTactics, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { computerGeneral } from '../../../src/rulesets/die-men/ai';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import type { Choice, Prompter } from '../../../src/cli/prompts/prompter';
import { ENTER_PLAYING_ON, scriptedPrompter, type Asked } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

type Assign = Extract<Request, { kind: 'assign' }>;

/** The first order of a battle that can make a tactic `can` allows. */
function orderWith(
  file: string,
  can: (t: ReturnType<typeof legalTactics>[number]) => boolean,
): { request: Assign; state: BattleState } {
  const loaded = loadDieMenScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error('bad scenario');
  for (let i = 0; i < 40; i++) {
    const seed = `f${i}`;
    let found: { request: Assign; state: BattleState } | null = null;
    runBattle(
      dieMen,
      toBattleSetup(loaded.value.scenario, { seed, defaultSeed: seed }),
      computerGeneral({ seed }),
      {
        stopBefore: (r, s) => {
          if (r.kind !== 'assign') return false;
          const ok = legalTactics(s as BattleState, r as Assign).some(can);
          if (ok) found = { request: r as Assign, state: s as BattleState };
          return ok;
        },
      },
    );
    if (found) return found;
  }
  throw new Error(`no such order in ${file}`);
}

/** The first order of a battle that can make a fast move of only some of a hex's units. */
const fastOrder = (file: string) => orderWith(file, (t) => t.type === 'move' && t.units !== undefined);

it('a fast move says who goes, and asks the count of them alone', async () => {
  const { request, state } = fastOrder('scenarios/river-crossing.yaml');
  const fast = legalTactics(state, request).find((t) => t.type === 'move' && t.units)! as {
    from: string;
    to: string;
    units: Record<string, number>;
  };
  const who = Object.entries(fast.units)
    .map(([t, n]) => `${n} ${t}`)
    .join(' + ');
  const pickFrom = (q: Asked) => q.choices.find((c) => c.startsWith(`${fast.from} `))!;
  const pickFast = (q: Asked) =>
    q.choices.find((c) => c.startsWith(`${fast.to} `) && c.includes(`(${who} only`))!;
  const prompter = scriptedPrompter(['Move', pickFrom, pickFast]);
  const { ctx } = dieMenContext(prompter, sideNames(state.rules.sides, plainStyle));
  const d = await humanSource(ctx).decide(request, state);
  expect(d).toMatchObject({
    kind: 'assign',
    tactic: { type: 'move', from: fast.from, to: fast.to, units: fast.units },
  });
  // The count asked of the fast units only, never of the hex's others.
  const counts = prompter.asked.filter((q) => /how many/i.test(q.message));
  const others = Object.keys(state.occupants[fast.from]!.units).filter((t) => !(t in fast.units));
  for (const q of counts) for (const t of others) expect(q.message).not.toContain(t);
  expect(dieMen.apply(state, d as never).ok).toBe(true);
});

it("an attack's answered line keeps the hex, not its odds cut short", async () => {
  const { request, state } = orderWith('scenarios/reserve-cut-off.yaml', (t) => t.type === 'attack');
  const inner = scriptedPrompter(['Attack'], ENTER_PLAYING_ON);
  const offered: Choice<unknown>[][] = [];
  const prompter: Prompter = {
    ...inner,
    select: (message, choices, initial) => {
      offered.push([...choices]);
      return inner.select(message, choices, initial);
    },
  };
  const { ctx } = dieMenContext(prompter, sideNames(state.rules.sides, plainStyle));
  const d = await humanSource(ctx).decide(request, state);
  expect(d).toMatchObject({ kind: 'assign', tactic: { type: 'attack' } });
  const targets = offered.find((cs) => cs.some((c) => /kills?, /.test(c.name)))!;
  for (const c of targets.filter((x) => /kills?, /.test(x.name))) {
    const t = c.value as { to: string };
    expect(c.short).toMatch(new RegExp(`^${t.to}( by \\w+)?$`));
  }
});

it("a move's answered line keeps the hex and who goes, not its occupants cut short", async () => {
  // Played at 80x24: `✔ … 3×8: move from 3,0 into which hex? 3,1  1 infantry…`.
  const { request, state } = fastOrder('scenarios/river-crossing.yaml');
  const fast = legalTactics(state, request).find((t) => t.type === 'move' && t.units)! as { from: string };
  const inner = scriptedPrompter(
    ['Move', (q) => q.choices.find((c) => c.startsWith(`${fast.from} `))!],
    ENTER_PLAYING_ON,
  );
  const offered: Choice<unknown>[][] = [];
  const prompter: Prompter = {
    ...inner,
    select: (message, choices, initial) => {
      offered.push([...choices]);
      return inner.select(message, choices, initial);
    },
  };
  const { ctx } = dieMenContext(prompter, sideNames(state.rules.sides, plainStyle));
  await humanSource(ctx).decide(request, state);
  const targets = offered.find((cs) => cs.some((c) => / only, \d+ hex/.test(c.name)))!;
  const moves = targets.filter((c) => typeof c.value === 'object' && c.value !== null);
  expect(moves.length).toBeGreaterThan(1);
  for (const c of moves) {
    const t = c.value as { to: string; units?: Record<string, number> };
    expect(c.short).toMatch(
      t.units ? new RegExp(`^${t.to} \\(\\d+ \\w+.* only\\)$`) : new RegExp(`^${t.to}$`),
    );
  }
});
