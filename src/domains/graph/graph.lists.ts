import { OrderDirection } from './connection';
import type { NodeList } from './graph.pages';
import type { ListSpec } from './keyset';
import type { ListOrder } from './list.inputs';

export const asc = (field: string): ListOrder => ({ field, direction: OrderDirection.ASC });
export const desc = (field: string): ListOrder => ({ field, direction: OrderDirection.DESC });

/**
 * A list the graph pages: its name (one per spec), its keyset spec, the service call that presents a
 * page's rows as its root field does, and the order of that root field as the default.
 */
export const nodeList = <T>(
  name: string,
  spec: ListSpec,
  nodes: NodeList<T>['nodes'],
  defaultOrder: ListOrder,
): NodeList<T> => ({ name, spec, nodes, defaultOrder });

/** The rows of `ids` out of a whole list (few rows, cached by their service): a page is cut from it. */
export const pickIds = async <T extends { id: string }>(all: Promise<T[]>, ids: readonly string[]) => {
  const wanted = new Set(ids);
  return (await all).filter((x) => wanted.has(x.id));
};
