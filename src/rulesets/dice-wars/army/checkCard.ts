/**
 * The limits of "Statting up Units" and "Squads" on one card. Every broken limit is a Problem
 * (stable code, the unit's name, the limit in `facts`, the field in `path`), all in one pass.
 */
import { problem, type PathSegment, type Problem } from '../../../core/problem';
import { equipmentPieces, isSquad, type Card } from './card';
import { cardCost } from './cost';
import { LIMITS } from './limits';

/** Codes of the card limits, never reworded. */
export const CARD_CODES = {
  members: 'dice-wars.members',
  core: 'dice-wars.core',
  squadCore: 'dice-wars.squad-core',
  passive: 'dice-wars.passive',
  squadPassive: 'dice-wars.squad-passive',
  equipmentCount: 'dice-wars.equipment-count',
  equipmentDice: 'dice-wars.equipment-dice',
  squadEquipmentDice: 'dice-wars.squad-equipment-dice',
  cardDice: 'dice-wars.card-dice',
} as const;

/** The section of the text whose limit a card keeps. */
const section = (card: Card): string => (isSquad(card) ? 'Squads' : 'Statting up Units');

type Push = (
  code: string,
  path: readonly PathSegment[],
  message: string,
  facts: Record<string, unknown>,
) => void;

/** `at` is the card's own path in the army (`['units', 2]`); problems point below it. */
export function checkCard(card: Card, at: readonly PathSegment[] = []): Problem[] {
  const out: Problem[] = [];
  const push: Push = (code, path, message, facts) =>
    out.push(
      problem(code, `${card.name}: ${message}`, {
        path: [...at, ...path],
        facts: { unit: card.name, ...facts },
      }),
    );
  checkMembers(card, push);
  checkCore(card, push);
  checkPassive(card, push);
  checkEquipment(card, push);
  const cost = cardCost(card);
  if (cost > LIMITS.maxCardDice)
    push(
      CARD_CODES.cardDice,
      [],
      `${cost} dice on one card, over the ${LIMITS.maxCardDice} a card can hold (Too Much or Too Little)`,
      {
        dice: cost,
        max: LIMITS.maxCardDice,
      },
    );
  return out;
}

function checkMembers(card: Card, push: Push): void {
  if (card.members < 1 || card.members > LIMITS.maxMembers)
    push(
      CARD_CODES.members,
      ['members'],
      `a card has 1 member (a unit) or up to ${LIMITS.maxMembers} (a squad), got ${card.members} (Squads)`,
      { members: card.members, min: 1, max: LIMITS.maxMembers },
    );
}

function checkCore(card: Card, push: Push): void {
  const { core } = card;
  if (isSquad(card)) {
    if (core < LIMITS.minCore || core > LIMITS.squadMaxCore)
      push(
        CARD_CODES.squadCore,
        ['core'],
        `a squad has 1 or ${LIMITS.squadMaxCore} Core dice per member, got ${core} (Squads)`,
        {
          core,
          min: LIMITS.minCore,
          max: LIMITS.squadMaxCore,
        },
      );
  } else if (core < LIMITS.minCore || core > LIMITS.maxCore)
    push(
      CARD_CODES.core,
      ['core'],
      `a unit has ${LIMITS.minCore} to ${LIMITS.maxCore} Core dice, got ${core} (Statting up Units)`,
      {
        core,
        min: LIMITS.minCore,
        max: LIMITS.maxCore,
      },
    );
}

function checkPassive(card: Card, push: Push): void {
  if (!card.passive) return;
  const { kind, dice } = card.passive;
  const max = isSquad(card) ? LIMITS.squadMaxPassive : LIMITS.maxPassive;
  if (dice > max)
    push(
      isSquad(card) ? CARD_CODES.squadPassive : CARD_CODES.passive,
      [kind],
      `a ${isSquad(card) ? 'squad' : 'unit'} has at most ${max} Passive dice, got ${dice} ${kind} (${section(card)})`,
      { kind, dice, max },
    );
}

function checkEquipment(card: Card, push: Push): void {
  const pieces = equipmentPieces(card);
  const core = Math.max(card.core, 0);
  if (pieces.length > core)
    push(
      CARD_CODES.equipmentCount,
      [pieces[core]!.kind],
      `${pieces.length} pieces of equipment, but a card carries one per Core die, ${core} here (${section(card)})`,
      { pieces: pieces.length, max: core },
    );
  const squad = isSquad(card);
  for (const kind of ['melee', 'ranged', 'indirect'] as const) {
    card.equipment[kind].forEach((dice, i) => {
      const path = card.equipment[kind].length > 1 ? [kind, i] : [kind];
      if (dice > LIMITS.maxEquipmentDice)
        push(
          CARD_CODES.equipmentDice,
          path,
          `an equipment has at most ${LIMITS.maxEquipmentDice} dice, got ${dice} ${kind} (Statting up Units)`,
          {
            kind,
            dice,
            max: LIMITS.maxEquipmentDice,
          },
        );
      else if (squad && dice > core)
        push(
          CARD_CODES.squadEquipmentDice,
          path,
          `a squad's equipment has at most its ${core} Core dice, got ${dice} ${kind} (Squads)`,
          { kind, dice, max: core },
        );
    });
  }
}
