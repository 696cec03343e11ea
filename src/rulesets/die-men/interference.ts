/**
 * Command Interference (die-men.txt, boxed "Command Interference" and the scale chart; ruling 27):
 * after the roll, a side's player characters may each try, once per hex they stand in, to make
 * that hex obey them: a roll of Tactics or Strategy against the scale's difficulty for it, which
 * a Command+Inspire roll lowers by the width of its widest set. A success lets the character take
 * one of the general's sets later this round for an action by that hex that ignores the declared
 * strategy (an order marked `pc`).
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { rollDice } from '../../core/rng';
import { readSets } from '../../dice/ore/readSets';
import type { CellKey } from '../../grid/types';
import type { Event } from './events';
import { SCALE_TABLE } from './scale';
import { checkFaces } from './sets';
import type { BattleState, Draft } from './state';
import type { CommandSkill, InterferenceAttempt, PcSkills, Request } from './types';
import { countWith } from './unitRules';
import { withEntry } from './records';

/** Hexes holding `side`'s player characters, in map order. */
export function pcHexes(state: BattleState, side: string): CellKey[] {
  return Object.keys(state.occupants)
    .filter((k) => {
      const o = state.occupants[k]!;
      return o.side === side && countWith(o.units, (r) => r.attackBonusEach) > 0;
    })
    .sort();
}

const skillsOf = (state: BattleState, side: string): PcSkills | undefined =>
  state.rules.sides.find((s) => s.id === side)?.pcSkills;

/** The next side to ask for Command Interference rolls, or null (moving the index past the rest). */
export function nextInterfereRequest(d: Draft, sides: readonly string[]): Request | null {
  if (!d.rules.complications.commandInterference) return null;
  for (; d.interfereAsked < d.rules.sides.length; d.interfereAsked++) {
    const side = d.rules.sides[d.interfereAsked]!.id;
    const skills = skillsOf(d, side);
    const hexes = pcHexes(d, side);
    if (!sides.includes(side) || !skills || hexes.length === 0) continue;
    const checks = SCALE_TABLE[d.rules.scale].commandInterference;
    return { kind: 'interfere', side, round: d.round, hexes, checks, skills };
  }
  return null;
}

const poolFor = (skills: PcSkills, skill: CommandSkill): number =>
  skill === 'Tactics' ? skills.tactics : skills.strategy;

/** The faces given, checked against the pool, or a roll of the battle's RNG. */
function roll(d: Draft, pool: number, given: readonly number[] | undefined): Result<number[]> {
  if (given === undefined) {
    const r = rollDice(d.rng, pool);
    d.rng = r.rng;
    return ok(r.faces);
  }
  const bad = checkFaces(given, pool);
  return bad ? fail(bad) : ok([...given]);
}

// eslint-disable-next-line max-lines-per-function -- the Command Interference roll and its outcomes in the text's order
export function applyInterfere(
  d: Draft,
  ev: Event[],
  req: Extract<Request, { kind: 'interfere' }>,
  attempts: readonly InterferenceAttempt[],
): Problem | null {
  if (!Array.isArray(attempts))
    return problem('interfere.bad-list', 'attempts must be a list', { path: ['attempts'] });
  const seen = new Set<CellKey>();
  const events: Event[] = [];
  const tokens: CellKey[] = [];
  for (let i = 0; i < attempts.length; i++) {
    const a = attempts[i]!;
    const path = (f: string) => ['attempts', i, f];
    if (!req.hexes.includes(a.at) || seen.has(a.at)) {
      return problem(
        'interfere.bad-hex',
        `${String(a.at)}: one attempt per hex holding ${req.side}'s player characters`,
        {
          path: path('at'),
          facts: { at: a.at, hexes: req.hexes },
        },
      );
    }
    seen.add(a.at);
    const check = req.checks.find((c) => c.skill === a.skill);
    if (!check) {
      return problem(
        'interfere.bad-skill',
        `at this scale the roll is ${req.checks.map((c) => c.skill).join(' or ')}`,
        {
          path: path('skill'),
          facts: { skill: a.skill },
        },
      );
    }
    const rolled = roll(d, poolFor(req.skills, a.skill), a.faces);
    if (!rolled.ok) return { ...rolled.error, path: path('faces') };
    const faces = rolled.value;
    let inspire: { faces: number[]; width: number } | undefined;
    if (a.inspire || a.inspireFaces !== undefined) {
      const f = roll(d, req.skills.inspire, a.inspireFaces);
      if (!f.ok) return { ...f.error, path: path('inspireFaces') };
      inspire = { faces: f.value, width: readSets(f.value).sets[0]?.width ?? 0 };
    }
    const needed = Math.max(0, check.difficulty - (inspire?.width ?? 0));
    const best = readSets(faces).sets.find((s) => s.height >= needed) ?? null;
    if (best) tokens.push(a.at);
    events.push({
      type: 'interference',
      round: d.round,
      side: req.side,
      at: a.at,
      skill: a.skill,
      faces,
      source: a.faces === undefined ? 'rng' : 'given',
      difficulty: check.difficulty,
      ...(inspire ? { inspire } : {}),
      needed,
      set: best ? { width: best.width, height: best.height } : null,
      success: best !== null,
    });
  }
  ev.push(...events);
  d.commandTokens = withEntry(d.commandTokens, req.side, tokens);
  d.interfereAsked += 1;
  return null;
}
