/**
 * The complications' own questions. Gates (castle terrain): which of the owner's drawbridges and
 * portcullises stand open this round; a gate with units in it can't shut. Command Interference:
 * for each hex with player characters, whether one tries to take a set, with which skill the scale
 * allows and whether Command+Inspire helps. With --dice the rolls are typed in like any other.
 */
import { legalInterference, type InterferenceAttempt } from '../../../rulesets/die-men';
import type { PromptContext, PromptFor } from './context';
import { fitted } from './fitted';
import { readFaces } from './promptRoll';

export const promptGates: PromptFor<'gates'> = async (request, _state, ctx) => {
  const name = ctx.names.styled(request.side);
  const open: string[] = [];
  for (const g of request.gates) {
    const choices = [{ name: 'open', value: true }, ...(g.canClose ? [{ name: 'shut', value: false }] : [])];
    const now = `${name}: the ${g.kind} at ${g.at} is ${g.open ? 'open' : 'shut'}${g.canClose ? '' : ' (units stand in it: it stays open)'}.`;
    const isOpen = await ctx.prompter.select(
      fitted(ctx, `${now} This round?`, [now, `The ${g.kind} at ${g.at} this round?`], ['open', 'shut']),
      choices,
      g.open || !g.canClose,
    );
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

export const promptInterfere: PromptFor<'interfere'> = async (request, _state, ctx) => {
  const name = ctx.names.styled(request.side);
  const options = legalInterference(request);
  const need = request.checks.map((c) => `${c.skill} difficulty ${c.difficulty}`).join(' or ');
  const attempts: InterferenceAttempt[] = [];
  for (const at of request.hexes) {
    const here = options.filter((o) => o.at === at);
    const choices = [
      { name: 'no', value: null },
      ...here.map((o) => {
        const pool = o.skill === 'Tactics' ? request.skills.tactics : request.skills.strategy;
        const help = o.inspire ? `, with Command+Inspire ${request.skills.inspire}d` : '';
        return { name: `${o.skill} ${pool}d${help}`, value: o };
      }),
    ];
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
