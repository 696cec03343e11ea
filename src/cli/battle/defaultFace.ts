/**
 * The plain face of a game that brings none (a plug-in still being written): each event as one
 * line of JSON under its round, and prompts that offer the rules' default answer. Enough to step,
 * play, replay and check a battle; a game's own face replaces it piece by piece.
 */
import type { DecisionSource } from '../../engine/decisionSource';
import type { AnyGameRules } from '../../engine/game';
import type { BaseDecision, BaseEvent, BaseRequest } from '../../engine/ruleset';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import type { AnyGameFace, GamePlugin, HumanContext } from './face';

const short = (text: string): string => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

function plainHuman(
  rules: AnyGameRules,
  names: SideNames,
  style: Style,
  ctx: HumanContext,
): DecisionSource<unknown, BaseRequest, BaseDecision> {
  return {
    decide(request, state) {
      const fallback = rules.ruleset.defaultDecision(state, request) as BaseDecision;
      const { kind, side, ...facts } = request;
      return ctx.prompter.select(
        `${names.styled(side)}: ${kind} ${style.dim(short(JSON.stringify(facts)))}`,
        [{ name: `the default: ${short(JSON.stringify(fallback))}`, value: fallback }],
        fallback,
      );
    },
  };
}

export function plainScreen(rules: AnyGameRules): AnyGameFace['screen'] {
  return (out, names, style) => {
    const event = (e: BaseEvent): void => {
      const round = rules.eventRound(e);
      // The round is said in front; the rest of the event follows as JSON.
      const { type, round: _round, ...facts } = e as BaseEvent & Record<string, unknown>;
      out(`${round === null ? '' : `round ${round}: `}${type} ${style.dim(JSON.stringify(facts))}`);
    };
    const screen: ReturnType<AnyGameFace['screen']> = {
      event,
      replayed: () => undefined,
      catchUp: () => undefined,
      human: (ctx) => plainHuman(rules, names, style, ctx),
    };
    return screen;
  };
}

/** A plug-in's face: its own parts where it has them, the plain ones elsewhere. */
export function faceOf(plugin: GamePlugin): AnyGameFace {
  return {
    rules: plugin.rules,
    scenario: plugin.scenario,
    intro: plugin.face?.intro ?? (() => []),
    screen: plugin.face?.screen ?? plainScreen(plugin.rules),
    ...(plugin.face?.picture ? { picture: plugin.face.picture } : {}),
  };
}
