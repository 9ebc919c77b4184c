/**
 * The layering rules of docs/architecture.md, checked in .ci/run (`npm run lint:deps`).
 * Arrows point one way: entry points -> rest/ogc -> graphql engine -> domains, http -> request context -> auth
 * -> runtime (deps, loaders) -> cache -> db -> base.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No two modules import each other, directly or through others (type-only imports included).',
      severity: 'error',
      from: { pathNot: '^src/generated/' },
      to: { circular: true },
    },
    {
      name: 'domains-not-to-rest',
      comment:
        'Domains describe their routes with the neutral type in src/domains/route.ts; they never import the REST layer.',
      severity: 'error',
      from: { path: '^src/domains/' },
      to: { path: '^src/(rest|http|graphql/plugins)/' },
    },
    {
      name: 'graph-imports-no-domain',
      comment:
        'src/domains/graph/ is the paging machinery every domain\'s lists use (connections, keyset pages, per-request loaders, node readers): it imports no domain folder; each domain owns its lists, connections and edges (docs/architecture.md, "Adding a domain").',
      severity: 'error',
      from: { path: '^src/domains/graph/' },
      to: { path: '^src/domains/[^/]+/', pathNot: '^src/domains/graph/' },
    },
    {
      name: 'domains-not-to-ogc',
      comment: 'The OGC API (src/ogc) reads the catalog through the domains; no domain imports it.',
      severity: 'error',
      from: { path: '^src/domains/' },
      to: { path: '^src/ogc/' },
    },
    {
      name: 'ogc-not-to-surfaces',
      comment: 'The data plane sits beside the REST adapter: it uses neither the adapter nor Apollo plugins.',
      severity: 'error',
      from: { path: '^src/ogc/' },
      to: { path: '^src/(rest|graphql/plugins|app|server|cli)' },
    },
    {
      name: 'rest-not-to-plugins',
      comment: 'The REST adapter is a pure HTTP <-> operation translator: no Apollo plugins, no app wiring.',
      severity: 'error',
      from: { path: '^src/rest/' },
      to: { path: '^src/(graphql/plugins|app|server|cli)' },
    },
    {
      name: 'services-not-to-surfaces',
      comment: 'Services and the layers below them know nothing of GraphQL servers or Express.',
      severity: 'error',
      from: { path: '^src/(auth|db|cache)/' },
      to: { path: '^src/(rest|graphql/plugins|app|server)' },
    },
    {
      name: 'auth-below-domains-and-context',
      comment:
        'Authentication sits below the domains and the request context: it names the part of the context it reads (src/auth/request-context.ts) and the deps it is built from (src/runtime/deps.ts).',
      severity: 'error',
      from: { path: '^src/auth/' },
      to: { path: '^src/(domains|request|http)/' },
    },
    {
      name: 'http-not-to-plugins',
      comment: 'HTTP middleware runs before Apollo and needs none of its plugins.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/graphql/plugins/' },
    },
    {
      name: 'core-not-to-transports',
      comment:
        'The operation core (src/core) is what every transport calls: Apollo, the hot path and subscriptions (src/graphql), REST. It imports none of them.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(rest|graphql|ogc|app|server|cli)' },
    },
    {
      name: 'base-below-the-parts',
      comment:
        "src/base/ (configuration, the error vocabulary, the logger, input checks, the secret key's form, the type-graphql container) sits under every part: it imports nothing of mapgate outside itself.",
      severity: 'error',
      from: { path: '^src/base/' },
      to: { path: '^src/(app|cli|server|http|rest|graphql|domains|auth|ogc|outcome|remote|request|runtime|cache|db)' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/prisma/' },
  },
};
