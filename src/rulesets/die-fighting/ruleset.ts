/** The Die Fighting ruleset (die-fighting.txt), as its game (game.ts) builds it. */
import { dieFightingGame } from './game';

export const dieFighting = dieFightingGame.ruleset;
