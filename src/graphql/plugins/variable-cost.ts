import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../../request/context';
import { variableCostRefusal } from '../../http/variable-cost';

/**
 * Refuses, on POST/GET /graphql, an operation whose cost with its variables passes the limit. The REST
 * adapter's documents are the route table's own, bounded by their parameters (limit at most 500): they
 * are not counted.
 */
export function variableCostPlugin(maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          if (contextValue.surface === 'rest' || !operation) return;
          const refusal = variableCostRefusal(document, operation, request.variables, maxCost);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
