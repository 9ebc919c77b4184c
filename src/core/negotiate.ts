/*
 * The content type of a GraphQL answer over HTTP (GraphQL over HTTP, "Accept"): mapgate's own rule, used
 * by the hot path to answer and by the Apollo plugin to set the type of every answer Apollo sends
 * (src/graphql/plugins/operation.ts), so that both answer any Accept header alike. It negotiates the two
 * JSON types the way content negotiation always does: the highest `q` wins, then the most specific media
 * range, then the one listed first, then JSON before the GraphQL response type.
 */

export const JSON_TYPE = 'application/json; charset=utf-8';
export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

const OFFERED = [
  { type: 'application', subtype: 'json', answer: JSON_TYPE },
  { type: 'application', subtype: 'graphql-response+json', answer: GRAPHQL_RESPONSE_TYPE },
] as const;

interface Range {
  type: string;
  subtype: string;
  q: number;
  /** Its place in the header. */
  order: number;
}

/** The media ranges of an Accept header, or undefined when one carries a parameter other than q. */
function rangesOf(accept: string): Range[] | undefined {
  const ranges: Range[] = [];
  let order = 0;
  for (const part of accept.split(',')) {
    const [media, ...params] = part.split(';');
    const m = media.trim().toLowerCase();
    if (!m) continue;
    const slash = m.indexOf('/');
    if (slash <= 0) continue;
    // White space inside the media range: Apollo's negotiator reads it otherwise; not decided here.
    if (/\s/.test(m)) return undefined;
    let q = 1;
    let qs = 0;
    for (const p of params) {
      const eq = p.indexOf('=');
      const name = p
        .slice(0, eq < 0 ? p.length : eq)
        .trim()
        .toLowerCase();
      if (!name) continue;
      // A parameter that could single out another type (charset, callbackSpec, ...): not decided here.
      if (name !== 'q' || eq < 0) return undefined;
      // Only a plain q (RFC 9110: 0 to 1, three decimals at most), given once; anything else is Apollo's.
      const value = p.slice(eq + 1).trim();
      if (++qs > 1 || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return undefined;
      q = Number(value);
    }
    ranges.push({ type: m.slice(0, slash).trim(), subtype: m.slice(slash + 1).trim(), q, order: order++ });
  }
  return ranges;
}

/** How specifically a range names a type (its type counts more than its subtype), or -1 when it does not. */
function specificity(r: Range, o: (typeof OFFERED)[number]): number {
  let s = 0;
  if (r.type === o.type) s += 2;
  else if (r.type !== '*') return -1;
  if (r.subtype === o.subtype) s += 1;
  else if (r.subtype !== '*') return -1;
  return s;
}

const decided = new Map<string, string | null>();
/** Distinct Accept headers remembered (clients send a handful). */
const MAX_REMEMBERED = 100;

/**
 * The content type of the answer for an Accept header; null when it accepts neither JSON type (a 406),
 * undefined when it says something this rule does not decide (a media type parameter), which the
 * transport leaves to Apollo.
 */
export function answerType(accept: string | undefined): string | null | undefined {
  if (!accept) return JSON_TYPE;
  const known = decided.get(accept);
  if (known !== undefined) return known;
  const ranges = rangesOf(accept);
  if (!ranges) return undefined;
  let best: { answer: string; q: number; s: number; order: number } | undefined;
  for (const o of OFFERED) {
    // The range that names this type most specifically decides its q (then the higher q, then the later).
    let mine: { q: number; s: number; order: number } | undefined;
    for (const r of ranges) {
      const s = specificity(r, o);
      if (s < 0) continue;
      if (!mine || s > mine.s || (s === mine.s && r.q >= mine.q)) mine = { q: r.q, s, order: r.order };
    }
    if (!mine || mine.q <= 0) continue;
    if (
      !best ||
      mine.q > best.q ||
      (mine.q === best.q && (mine.s > best.s || (mine.s === best.s && mine.order < best.order)))
    )
      best = { answer: o.answer, ...mine };
  }
  const answer = best?.answer ?? null;
  if (decided.size < MAX_REMEMBERED) decided.set(accept, answer);
  return answer;
}
