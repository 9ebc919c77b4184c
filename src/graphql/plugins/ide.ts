import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ideHtml } from '../../http/ide';

/** Replaces Apollo's landing page (which needs Apollo's CDN) with the offline IDE on GET /graphql. */
export function ideLandingPage(): ApolloServerPlugin<BaseContext> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: ideHtml() };
        },
      };
    },
  };
}
