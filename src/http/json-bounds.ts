/** Bounds on the shape of a JSON body (see docs/security.md, "Request bodies"). */
export interface JsonBounds {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Most items in one array. */
  maxArrayItems: number;
  /** Most values (objects, arrays, strings, numbers, literals) in the whole body. */
  maxNodes: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Counts the shape of a JSON text as its bytes arrive, so that a body with a million items is refused
 * after reading the first chunks over the bound, before any parsing or conversion spends CPU on it.
 * It does not validate JSON (JSON.parse does, once the body is known to be small): it only has to count
 * right for valid JSON and never loop on invalid input. It also notes whether a string holds the
 * escape `\u0000`, so that the caller walks the parsed body for NUL bytes only when there is one.
 */
export class JsonShapeCounter {
  private inString = false;
  private escaped = false;
  /** Hex digits of a `\u` escape still to read, and whether those read so far were all zero. */
  private hexLeft = 0;
  private hexZero = true;
  private expectValue = true;
  /** One entry per open container: true for an array. */
  private readonly arrays: boolean[] = [];
  /** Items seen in each open array (commas + 1 once it has an item). */
  private readonly items: number[] = [];
  private nodes = 0;
  sawNul = false;

  constructor(private readonly bounds: JsonBounds) {}

  /** Reads the next bytes; returns the bound crossed, if any (then the counter is done). */
  feed(chunk: Uint8Array): string | undefined {
    const { maxDepth, maxArrayItems, maxNodes } = this.bounds;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (this.inString) {
        if (this.hexLeft > 0) {
          if (b !== 0x30) this.hexZero = false;
          if (--this.hexLeft === 0 && this.hexZero) this.sawNul = true;
        } else if (this.escaped) {
          this.escaped = false;
          if (b === 0x75) {
            this.hexLeft = 4;
            this.hexZero = true;
          }
        } else if (b === BACKSLASH) this.escaped = true;
        else if (b === QUOTE) this.inString = false;
        continue;
      }
      if (isSpace(b)) continue;
      const depth = this.arrays.length;
      const inArray = depth > 0 && this.arrays[depth - 1];
      if (this.expectValue && b !== CLOSE_ARRAY) {
        this.expectValue = false;
        if (++this.nodes > maxNodes) return `more than ${maxNodes} values in the body`;
        if (inArray && ++this.items[depth - 1] > maxArrayItems) return `an array of more than ${maxArrayItems} items`;
      }
      switch (b) {
        case QUOTE:
          this.inString = true;
          break;
        case OPEN_ARRAY:
        case OPEN_OBJECT:
          if (depth + 1 > maxDepth) return `nesting deeper than ${maxDepth} levels`;
          this.arrays.push(b === OPEN_ARRAY);
          this.items.push(0);
          this.expectValue = b === OPEN_ARRAY;
          break;
        case CLOSE_ARRAY:
        case CLOSE_OBJECT:
          this.arrays.pop();
          this.items.pop();
          this.expectValue = false;
          break;
        case COMMA:
          // In an object a key comes next, which is not a value.
          this.expectValue = inArray;
          break;
        case COLON:
          this.expectValue = true;
          break;
      }
    }
    return undefined;
  }
}

/**
 * The path of the first string holding a NUL byte (keys included), e.g. `variables.input.name`; undefined if
 * none. Walked with a stack of its own, not by recursion: variables that came over WebSocket are not
 * bounded in depth as HTTP bodies are, and must not overflow the call stack.
 */
export function findNul(value: unknown, path = ''): string | undefined {
  const at = (base: string, k: string | number) =>
    typeof k === 'number' ? `${base}[${k}]` : base ? `${base}.${k}` : k;
  // Depth first, in order: children are pushed last to first; a key holding a NUL is met just before
  // its value, as by the recursive walk this replaces.
  const stack: { value?: unknown; path: string; nulKey?: true }[] = [{ value, path }];
  while (stack.length) {
    const item = stack.pop()!;
    if (item.nulKey) return item.path;
    const { value: v, path: here } = item;
    if (typeof v === 'string') {
      if (v.includes('\0')) return here || '(body)';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: at(here, i) });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i];
        stack.push({ value: child, path: at(here, k) });
        if (k.includes('\0')) stack.push({ path: at(here, k.replace(/\0/g, '\\u0000')), nulKey: true });
      }
    }
  }
  return undefined;
}

/** The path of the first `__proto__` key (which object spreads and case conversion would silently drop); undefined if none. */
export function findProtoKey(value: unknown, path = ''): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [k, v] of entries) {
    const here = typeof k === 'number' ? `${path}[${k}]` : path ? `${path}.${k}` : k;
    if (k === '__proto__') return here;
    const hit = findProtoKey(v, here);
    if (hit) return hit;
  }
  return undefined;
}
