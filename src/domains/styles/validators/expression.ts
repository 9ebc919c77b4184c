import { didYouMean } from './suggest';

/**
 * GeoServer's filter functions (the GeoTools function factory's names, as listed in GeoServer's
 * filter function reference), by the name a style calls them with. GeoTools looks functions up
 * without regard to case, and so does this check.
 */
const FUNCTION_NAMES = // math
  (
    'abs abs_2 abs_3 abs_4 acos asin atan atan2 ceil cos exp floor IEEEremainder log max max_2 max_3 ' +
    'max_4 min min_2 min_3 min_4 pow random rint round round_2 roundDouble sin sqrt tan toDegrees ' +
    'toRadians pi modulo int2ddouble int2bbool double2bool ' +
    // strings
    'Concatenate strAbbreviate strCapitalize strConcat strDefaultIfBlank strEndsWith ' +
    'strEqualsIgnoreCase strIndexOf strLastIndexOf strLength strMatches strPosition strReplace ' +
    'strStartsWith strStripAccents strSubstring strSubstringStart strToLowerCase strToUpperCase ' +
    'strTrim strTrim2 strURLEncode strSplit ' +
    // parsing and formatting
    'numberFormat numberFormat2 parseBoolean parseDouble parseInt parseLong dateFormat dateParse ' +
    'dateDifference now toDirectionalRose ' +
    // comparison and logic
    'between equalTo greaterEqualThan greaterThan if_then_else in in2 in3 in4 in5 in6 in7 in8 in9 in10 ' +
    'isLike isNull lessEqualThan lessThan not notEqualTo and or equalsExact equalsExactTolerance ' +
    // transformation (classification of values)
    'Categorize Interpolate Recode Jenks Quantile EqualInterval EqualArea UniqueInterval ' +
    'StandardDeviation classify ' +
    // collections (aggregates over the layer)
    'Collection_Average Collection_Bounds Collection_Count Collection_Max Collection_Median ' +
    'Collection_Min Collection_Nearest Collection_Sum Collection_Unique ' +
    // geometry
    'area boundary boundaryDimension buffer bufferWithSegments centroid contains convexHull crosses ' +
    'difference dimension disjoint disjoint3D distance distance3D endAngle endPoint envelope ' +
    'exteriorRing geometryType geomFromWKT geomLength getGeometryN getX getY getZ interiorPoint ' +
    'interiorRingN intersection intersects intersects3D isClosed isEmpty isometric isRing isSimple ' +
    'isValid isWithinDistance isWithinDistance3D labelPoint minimumCircle minimumDiameter ' +
    'minimumRectangle mid numGeometries numInteriorRing numPoints octagonalEnvelope offset overlaps ' +
    'pointN relate relatePattern rotate simplify densify startAngle startPoint symDifference toWKT ' +
    'touches union vertices within bbox geometry reproject polygon2octagonal ' +
    // attributes, environment, lists
    'property env id PropertyExists list listMultiply lapply litem size inArray jsonPointer ' +
    'attributeCount ' +
    // colours
    'darken lighten saturate desaturate spin mix tint shade grayscale contrast colorLookup ' +
    // rendering helpers
    'rescaleToPixels inclusion sdf QuantileClassification EqualIntervalClassification'
  )
    .split(/\s+/)
    .filter(Boolean);

/** Words of (E)CQL that are written like a call: spatial and temporal predicates, geometry literals. */
const CQL_CALLS = (
  'INTERSECTS DISJOINT CONTAINS WITHIN TOUCHES CROSSES OVERLAPS EQUALS RELATE DWITHIN BEYOND BBOX IN ' +
  'POINT LINESTRING POLYGON MULTIPOINT MULTILINESTRING MULTIPOLYGON GEOMETRYCOLLECTION ENVELOPE NOT ' +
  'EXISTS'
)
  .split(/\s+/)
  .filter(Boolean);

/** Words of (E)CQL that are never attribute names. */
const CQL_WORDS = new Set(
  (
    'and or not like ilike in between is null include exclude true false exists does exist before ' +
    'after during tequals feet meters statute miles nautical kilometers'
  ).split(' '),
);

const KNOWN_CALLS = new Map<string, string>([
  ...FUNCTION_NAMES.map((n) => [n.toLowerCase(), n] as const),
  ...CQL_CALLS.map((n) => [n.toLowerCase(), n] as const),
]);

/** Names a style may call, as documented (for messages and docs). */
export const FILTER_FUNCTIONS: readonly string[] = FUNCTION_NAMES;

export interface ExpressionScan {
  /** Attribute (property) names the expression reads, with their offset in the text. */
  attributes: { name: string; offset: number }[];
  problems: { offset: number; message: string }[];
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_][A-Za-z0-9_]*)?/y;

/**
 * Reads an (E)CQL expression or filter as GeoServer's styles write them (YSLD's `${...}`, the
 * brackets of GeoServer CSS): which attributes it reads and which functions it calls. A call of a
 * function GeoServer does not have is a problem; so are an unterminated string and unbalanced
 * parentheses. `[name]` is an attribute (the bracket form YSLD allows for ambiguous names), `@sd`
 * and `@scale` are the renderer's variables, not attributes.
 */
export function scanExpression(text: string): ExpressionScan {
  const scan: ExpressionScan = { attributes: [], problems: [] };
  const opened: number[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'") {
      const end = closingQuote(text, i, "'");
      if (end < 0) {
        scan.problems.push({ offset: i, message: 'unterminated string (a quote is not closed)' });
        return scan;
      }
      i = end + 1;
    } else if (ch === '"') {
      const end = closingQuote(text, i, '"');
      if (end < 0) {
        scan.problems.push({ offset: i, message: 'unterminated quoted name (a double quote is not closed)' });
        return scan;
      }
      scan.attributes.push({ name: text.slice(i + 1, end), offset: i });
      i = end + 1;
    } else if (ch === '@') {
      IDENT.lastIndex = i + 1;
      i = IDENT.exec(text) ? IDENT.lastIndex : i + 1;
    } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      // A number, with a date's or a unit's letters attached (2020-01-01T00:00:00Z, 10px).
      const m = /[0-9.]+(?:[eE][-+]?[0-9]+)?[A-Za-z0-9:.-]*/y;
      m.lastIndex = i;
      m.exec(text);
      i = Math.max(m.lastIndex, i + 1);
    } else if (/[A-Za-z_]/.test(ch)) {
      IDENT.lastIndex = i;
      const name = IDENT.exec(text)![0];
      const start = i;
      i = IDENT.lastIndex;
      let next = i;
      while (next < text.length && /\s/.test(text[next])) next++;
      if (text[next] === '(') {
        if (!KNOWN_CALLS.has(name.toLowerCase())) {
          scan.problems.push({
            offset: start,
            message: `unknown function \`${name}\`${didYouMean(name, FUNCTION_NAMES)}`,
          });
        }
      } else if (!CQL_WORDS.has(name.toLowerCase())) {
        scan.attributes.push({ name, offset: start });
      }
    } else {
      if (ch === '(') opened.push(i);
      else if (ch === ')' && opened.pop() === undefined) {
        scan.problems.push({ offset: i, message: 'unbalanced parentheses: `)` without a matching `(`' });
      }
      i++;
    }
  }
  for (const at of opened) scan.problems.push({ offset: at, message: 'unbalanced parentheses: `(` is never closed' });
  return scan;
}

/** Index of the quote closing the one at `start` ('' and "" are escaped quotes), or -1. */
function closingQuote(text: string, start: number, quote: string): number {
  for (let j = start + 1; j < text.length; j++) {
    if (text[j] !== quote) continue;
    if (text[j + 1] === quote) {
      j++;
      continue;
    }
    return j;
  }
  return -1;
}
