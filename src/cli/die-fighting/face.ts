/** Die Fighting at the terminal: its header, how a battle is shown, and the prompts. */
import { dieFightingGame } from '../../rulesets/die-fighting/game';
import { dieFightingScenarios } from '../../rulesets/die-fighting/scenario';
import type { Event } from '../../rulesets/die-fighting/events';
import type { BattleState } from '../../rulesets/die-fighting/state';
import type { BattleSetup, DieFightingKinds } from '../../rulesets/die-fighting/types';
import type { GameFace } from '../battle/face';
import { dieFightingIntro, dieFightingScreen } from './screen';
import { dieFightingPicture } from './svg/dieFightingPicture';

export const dieFightingFace: GameFace<BattleSetup, BattleState, DieFightingKinds, Event> = {
  rules: dieFightingGame,
  scenario: dieFightingScenarios,
  intro: dieFightingIntro,
  screen: dieFightingScreen,
  picture: dieFightingPicture,
};
