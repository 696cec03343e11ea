/** The Die, Men! ruleset plug-in (die-men.txt), as its game (game.ts) builds it. */
import { dieMenGame } from './game';

export const dieMen = dieMenGame.ruleset;
