/** The map's edges: which one lies across from which (the sides of a battle face each other). */
import type { Edge } from './types';

export const OPPOSITE_EDGE: Readonly<Record<Edge, Edge>> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};

/** The sides with `side` on `edge` and every other side across from it (a choice of edges). */
export const facing = <S extends { readonly id: string; readonly edge: Edge }>(
  sides: readonly S[],
  side: string,
  edge: Edge,
): S[] => sides.map((s) => ({ ...s, edge: s.id === side ? edge : OPPOSITE_EDGE[edge] }));
