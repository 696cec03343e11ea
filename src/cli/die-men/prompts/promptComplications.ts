/**
 * The complications' own questions. Gates (castle terrain): which of the owner's drawbridges and
 * portcullises stand open this round; a gate with units in it can't shut. Command Interference:
 * for each hex with player characters, whether one tries to take a set, with which skill the scale
 * allows and whether Command+Inspire helps (only the rolls that could succeed). With --dice the
 * rolls are typed in like any other.
 */
import { MIN_SET_WIDTH } from '../../../dice/ore/types';
import { legalInterference, type InterferenceAttempt } from '../../../rulesets/die-men';
import { sayArmyMap } from './armyMap';
import type { PromptContext, PromptFor, Req } from './context';
import { fitted } from './fitted';
import { readFaces } from './promptRoll';

export const promptGates: PromptFor<'gates'> = async (request, state, ctx) => {
  const name = ctx.names.styled(request.side);
  const open: string[] = [];
  for (const g of request.gates) {
    const choices = [{ name: 'open', value: true }, ...(g.canClose ? [{ name: 'shut', value: false }] : [])];
    const now = `${name}: the ${g.kind} at ${g.at} is ${g.open ? 'open' : 'shut'}${g.canClose ? '' : ' (units stand in it: it stays open)'}.`;
    const above: string[] = [];
    const question = fitted(
      { ...ctx, say: (t) => above.push(t) },
      `${now} This round?`,
      [now, `The ${g.kind} at ${g.at} this round?`],
      ['open', 'shut'],
    );
    // The board, the gate framed: on castle-siege at 80x24 the round's board and this question
    // took 25 lines, and the board's column ruler went off the top.
    const under = { ...ctx, under: (ctx.under ?? 0) + above.length };
    sayArmyMap(state, request.side, choices.length, under, false, [g.at], `the ${g.kind}`);
    for (const line of above) ctx.say(line);
    const isOpen = await ctx.prompter.select(question, choices, g.open || !g.canClose);
    if (isOpen) open.push(g.at);
  }
  return { kind: 'gates', side: request.side, open };
};

async function faces(ctx: PromptContext, what: string, pool: number): Promise<number[]> {
  const text = await ctx.prompter.input(`Roll ${pool}d10 for ${what} and type the faces:`, (t) => {
    const r = readFaces(t, pool);
    return typeof r === 'string' ? r : true;
  });
  const r = readFaces(text, pool);
  return typeof r === 'string' ? [] : r;
}

/**
 * The attempts worth offering: a roll needs a set (two matching dice) to succeed, so a skill with
 * fewer than two dice (an army's `strategy: 0`) can never give an order, and Command+Inspire
 * under two dice can never lower the difficulty (ruling 27).
 */
export function offeredInterference(request: Req<'interfere'>): InterferenceAttempt[] {
  const pool = (skill: string) => (skill === 'Tactics' ? request.skills.tactics : request.skills.strategy);
  return legalInterference(request).filter(
    (o) => pool(o.skill) >= MIN_SET_WIDTH && (!o.inspire || request.skills.inspire >= MIN_SET_WIDTH),
  );
}

export const promptInterfere: PromptFor<'interfere'> = async (request, state, ctx) => {
  const name = ctx.names.styled(request.side);
  const options = offeredInterference(request);
  const skills = new Set(options.map((o) => o.skill));
  const need = request.checks
    .filter((c) => skills.has(c.skill))
    .map((c) => `${c.skill} difficulty ${c.difficulty}`)
    .join(' or ');
  const attempts: InterferenceAttempt[] = [];
  for (const at of request.hexes) {
    const here = options.filter((o) => o.at === at);
    if (here.length === 0) continue;
    const choices = [
      { name: 'no', value: null },
      ...here.map((o) => {
        const pool = o.skill === 'Tactics' ? request.skills.tactics : request.skills.strategy;
        const help = o.inspire ? `, with Command+Inspire ${request.skills.inspire}d` : '';
        return { name: `${o.skill} ${pool}d${help}`, value: o };
      }),
    ];
    // The board, the character's hex framed: the roll was asked with the map scrolled away.
    sayArmyMap(state, request.side, choices.length + 2, ctx, false, [at], 'the player character');
    // Played at 80x24 with a long army name, the whole question wrapped over two lines.
    const may = `${name}: a player character in ${at} may give orders of their own (${need}).`;
    const question = fitted(
      ctx,
      `${may} Try?`,
      [may, `Try, in ${at}?`],
      choices.map((c) => c.name),
    );
    const pick = await ctx.prompter.select<InterferenceAttempt | null>(question, choices, null);
    if (!pick) continue;
    if (!ctx.dice) {
      attempts.push(pick);
      continue;
    }
    const pool = pick.skill === 'Tactics' ? request.skills.tactics : request.skills.strategy;
    const rolled = await faces(ctx, `${pick.skill} in ${at}`, pool);
    const inspired = pick.inspire ? await faces(ctx, 'Command+Inspire', request.skills.inspire) : undefined;
    attempts.push({ ...pick, faces: rolled, ...(inspired ? { inspireFaces: inspired } : {}) });
  }
  return { kind: 'interfere', side: request.side, attempts };
};
