/** The body of `diemen cards`. */
import { EXIT_OK, type Io } from '../io';
import { styleFor } from '../style';
import { cardsJson, renderCards } from './render/renderCards';

export function runCards(io: Io, o: { json?: boolean }): number {
  io.out(o.json ? JSON.stringify(cardsJson()) : renderCards(styleFor(io)));
  return EXIT_OK;
}
