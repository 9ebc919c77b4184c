/**
 * The document limits of /graphql, by the wording of whoever enforces them: graphql-armor for depth,
 * cost and aliases (it prefixes "Syntax Error: " although nothing is wrong with the syntax), graphql's
 * parser for tokens. Each refusal is reworded to name the limit, the value found where known, and the
 * setting that raises it.
 */
const LIMITS: { pattern: RegExp; say: (m: RegExpExecArray) => string }[] = [
  {
    pattern: /Query depth limit of (\d+) exceeded, found (\d+)/,
    say: (m) => `Query depth limit of ${m[1]} exceeded, found ${m[2]} (setting MAPGATE_GRAPHQL_MAX_DEPTH).`,
  },
  {
    pattern: /Query Cost limit of (\d+) exceeded, found (\d+)/,
    say: (m) => `Query cost limit of ${m[1]} exceeded, found ${m[2]} (setting MAPGATE_GRAPHQL_MAX_COST).`,
  },
  {
    pattern: /Aliases limit of (\d+) exceeded, found (\d+)/,
    say: (m) => `Aliases limit of ${m[1]} exceeded, found ${m[2]} (setting MAPGATE_GRAPHQL_MAX_ALIASES).`,
  },
  {
    pattern: /Directives limit of (\d+) exceeded, found (\d+)/,
    say: (m) => `Directives limit of ${m[1]} exceeded, found ${m[2]}.`,
  },
  {
    pattern: /Document contains more (?:than|that) (\d+) tokens/,
    say: (m) => `Token limit of ${m[1]} exceeded: the document has more tokens (setting MAPGATE_GRAPHQL_MAX_TOKENS).`,
  },
];

/** The reworded message of a limit refusal, or the message unchanged. */
export function limitMessage(message: string): string {
  for (const { pattern, say } of LIMITS) {
    const m = pattern.exec(message);
    if (m) return say(m);
  }
  return message;
}
