/**
 * How Die, Men! ground looks in a picture: a light tint and a pattern per terrain, the pattern
 * carrying the difference on a greyscale print. The castle pieces share stone greys and differ by
 * pattern: masonry walls, chequered towers, staked palisades, planked drawbridges, a grid for a
 * portcullis.
 */
import type { Terrain } from '../../../rulesets/die-men/types';
import type { TerrainLook } from '../../svg/picture';
import { groundLook } from '../../svg/pictureParts';

export const TERRAIN_LOOKS: Readonly<Record<Terrain, TerrainLook>> = {
  open: groundLook('open', 'open', 'plain'),
  rough: groundLook('rough', 'sand', 'dots'),
  impassable: groundLook('impassable', 'stone', 'crosshatch'),
  hill: { label: 'hill', fill: '#E6EDC4', pattern: 'contours', ink: '#5F6F22' },
  mountain: { label: 'mountain', fill: '#DCCDBE', pattern: 'peaks', ink: '#54402C' },
  river: { label: 'river', fill: '#CBE4F4', pattern: 'waves', ink: '#1C69A0' },
  forest: { label: 'forest', fill: '#D2EACB', pattern: 'trees', ink: '#2A6630' },
  wall: { label: 'wall', fill: '#CAC4BA', pattern: 'bricks', ink: '#363636' },
  tower: { label: 'tower', fill: '#D6D0C6', pattern: 'checks', ink: '#8C857A' },
  palisade: { label: 'palisade (shut)', fill: '#E6D6BA', pattern: 'stakes', ink: '#684622' },
  drawbridge: { label: 'drawbridge (shut)', fill: '#E6D6BA', pattern: 'planks', ink: '#684622' },
  portcullis: { label: 'portcullis (shut)', fill: '#CAC4BA', pattern: 'lattice', ink: '#363636' },
};
