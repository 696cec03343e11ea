/** The map's edges: which one lies across from which (the sides of a battle face each other). */
import type { Edge } from './types';

export const OPPOSITE_EDGE: Readonly<Record<Edge, Edge>> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};
