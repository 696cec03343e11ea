/**
 * The defender's choices when an attack comes in: how many gobble dice to spend on it, which units
 * die (only asked when a hex holds several unit types), and which waiting set loses a die when the
 * attack got through. The rules core's default is pre-selected every time: one key accepts it.
 */
import { legalCasualties, legalGobbleCounts, legalKnocks } from '../../../rulesets/die-men';
import { setLabel, unitsLabel } from '../render/names';
import type { PromptFor } from './context';
import { fitted } from './fitted';

export const promptGobble: PromptFor<'gobble'> = async (request, _state, ctx, fallback) => {
  const { attack, at, eligible, toSpoil } = request;
  const name = ctx.names.styled(request.side);
  const enemy = ctx.names.styled(
    attack.set.side,
    `${ctx.names.name(attack.set.side)}'s ${setLabel(attack.set)}`,
  );
  ctx.say(
    `${enemy} attacks ${at} from ${attack.from}; ${at}'s gobble dice that can stop it: ${eligible.join(' ')}`,
  );
  const counts = legalGobbleCounts(request);
  const initial = fallback.kind === 'gobble' ? fallback.dice : counts[counts.length - 1]!;
  const choices = counts.map((n) => ({
    name:
      n === 0
        ? '0  keep them for later attacks'
        : `${n}  ${n >= toSpoil ? 'spoils it' : `cuts it to width ${attack.set.width - n}`}`,
    // What stays on the answered line: with a 26-character name the whole entry wrapped it.
    short: n === 0 ? '0 (kept)' : `${n} (${n >= toSpoil ? 'spoils it' : `width ${attack.set.width - n}`})`,
    value: n,
  }));
  const spoil = `(${toSpoil} spoil it)`;
  const question = fitted(
    ctx,
    `${name}: spend how many gobble dice on it? ${spoil}`,
    ['', `${name}: gobble dice on it? ${spoil}`],
    choices.map((c) => c.short),
  );
  const dice = await ctx.prompter.select(question, choices, initial);
  return { kind: 'gobble', side: request.side, dice };
};

export const promptKnock: PromptFor<'knock'> = async (request, _state, ctx, fallback) => {
  const name = ctx.names.styled(request.side);
  const initial = fallback.kind === 'knock' ? fallback.set : null;
  const byId = new Map(request.candidates.map((s) => [s.id, s]));
  const choices = legalKnocks(request).map((id) => {
    const s = byId.get(id)!;
    const after = s.width - 1 < 2 ? 'spoiled' : setLabel({ width: s.width - 1, height: s.height });
    return { name: `${setLabel(s)} → ${after}`, value: id };
  });
  const question = fitted(
    ctx,
    `${name}: an attack got through. Which of your waiting sets loses a die?`,
    ['An attack got through: one of your waiting sets loses a die.', `${name}: which set loses a die?`],
    choices.map((c) => c.name),
  );
  const set = await ctx.prompter.select(question, choices, initial ?? undefined);
  return { kind: 'knock', side: request.side, set };
};

export const promptCasualties: PromptFor<'casualties'> = async (request, _state, ctx, fallback) => {
  const name = ctx.names.styled(request.side);
  const initial = fallback.kind === 'casualties' ? fallback.losses : undefined;
  const choices = legalCasualties(request).map((l) => ({ name: unitsLabel(l), value: l }));
  const units = unitsLabel(request.units);
  const question = fitted(
    ctx,
    `${name}: ${request.count} of your units in ${request.at} (${units}) die. Which?`,
    [
      `${request.count} of your units in ${request.at} (${units}) die.`,
      `${name}: which ${request.count === 1 ? 'one dies' : `${request.count} die`}?`,
    ],
    choices.map((c) => c.name),
  );
  const losses = await ctx.prompter.select(question, choices, initial);
  return { kind: 'casualties', side: request.side, at: request.at, losses };
};
