import type { ApolloServerPlugin } from '@apollo/server';
import type { Exposure } from '../../base/config';
import type { Context } from '../../request/context';
import { verifiedCaller } from '../../http/authenticate-first';
import {
  addressOf,
  exposedTo,
  introspectionRefusal,
  withSuggestions,
  type ValidationBudget,
} from '../../http/strangers';

export interface StrangersPluginOptions {
  introspection: Exposure;
  suggestions: Exposure;
  budget: ValidationBudget;
}

/**
 * Apollo's part of docs/security.md, "Strangers" (src/http/strangers.ts holds the rules): the parsing and
 * validation time of a request without a verified credential is taken from its address's budget;
 * introspection is refused (400) to whom MAPGATE_INTROSPECTION does not allow it; "did you mean"
 * suggestions are masked in every error unless MAPGATE_SUGGESTIONS shows them to this caller.
 */
export function strangersPlugin(o: StrangersPluginOptions): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const principal = contextValue.principal;
      const res = contextValue.res;
      const stranger = contextValue.surface === 'graphql' && res && !verifiedCaller(res) ? contextValue.req : undefined;
      const timed = stranger
        ? async () => {
            const began = performance.now();
            return async () => o.budget.spend(addressOf(stranger), performance.now() - began);
          }
        : undefined;
      const shown = exposedTo(o.suggestions, principal);
      return {
        parsingDidStart: timed,
        validationDidStart: timed,
        async didResolveOperation({ document }) {
          const refusal = introspectionRefusal(o.introspection, principal, document);
          if (refusal) throw refusal;
        },
        async didEncounterErrors({ errors }) {
          if (shown) return;
          for (const e of errors) e.message = withSuggestions(e.message, false);
        },
      };
    },
  };
}
