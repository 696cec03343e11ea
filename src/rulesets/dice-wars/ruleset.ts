/** The Dice Wars ruleset (dice-wars-intro.txt), as its game (game.ts) builds it. */
import { diceWarsGame } from './game';

export const diceWars = diceWarsGame.ruleset;
