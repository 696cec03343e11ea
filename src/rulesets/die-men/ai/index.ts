/** The computer generals: a heuristic one for play and simulation, a random one as a baseline. */
export {
  computerGeneral,
  decideFor,
  plan,
  rankTactics,
  type ComputerGeneralOptions,
  type Plan,
} from './computerGeneral';
export { randomAnswers, randomGeneral } from './random';
