/** Dice Wars at the terminal: its header, how a battle is shown, the prompts, and its pictures. */
import { diceWarsGame } from '../../rulesets/dice-wars/game';
import { diceWarsScenarios } from '../../rulesets/dice-wars/scenario';
import type { Event } from '../../rulesets/dice-wars/events';
import type { BattleState } from '../../rulesets/dice-wars/state';
import type { BattleSetup, DiceWarsKinds } from '../../rulesets/dice-wars/types';
import type { GameFace } from '../battle/face';
import { diceWarsIntro, diceWarsScreen } from './screen';
import { diceWarsPicture } from './svg/diceWarsPicture';

export const diceWarsFace: GameFace<BattleSetup, BattleState, DiceWarsKinds, Event> = {
  rules: diceWarsGame,
  scenario: diceWarsScenarios,
  intro: diceWarsIntro,
  screen: diceWarsScreen,
  picture: diceWarsPicture,
};
