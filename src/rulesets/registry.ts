/**
 * The games diemen plays, by their pure rules: what the simulator's workers load (no zod, no I/O).
 * Adding a game: its folder under src/rulesets/, one line here, one in src/cli/games.ts.
 */
import type { AnyGameRules } from '../engine/game';
import { dieFightingGame } from './die-fighting/game';
import { diceWarsGame } from './dice-wars/game';
import { dieMenGame } from './die-men/game';

export const GAME_RULES: readonly AnyGameRules[] = [dieMenGame, dieFightingGame, diceWarsGame];

export const gameRules = (id: string): AnyGameRules | undefined => GAME_RULES.find((g) => g.meta.id === id);
