import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MAX_DIAGNOSTICS, type StyleDiagnostic } from './diagnostic';

export type SldFormat = 'sld_1.0.0' | 'sld_1.1.0' | 'se_1.1.0';

const SLD_NS = 'http://www.opengis.net/sld';
const SE_NS = 'http://www.opengis.net/se';

const VERSION: Record<SldFormat, string> = { 'sld_1.0.0': '1.0.0', 'sld_1.1.0': '1.1.0', 'se_1.1.0': '1.1.0' };

/**
 * Namespaces allowed for FeatureTypeStyle/CoverageStyle/Rule. SLD 1.0.0 keeps them in the SLD
 * namespace; SLD 1.1.0 moved them to Symbology Encoding, which se_1.1.0 requires. sld_1.1.0 also
 * accepts the SLD namespace, as GeoServer's SLD 1.1 parser does for hand-written documents.
 */
const RULE_NS: Record<SldFormat, string[]> = {
  'sld_1.0.0': [SLD_NS],
  'sld_1.1.0': [SE_NS, SLD_NS],
  'se_1.1.0': [SE_NS],
};

/**
 * Real SLDs nest a few dozen levels (filters inside filters). saxes resolves each namespace prefix
 * by walking the open elements, so time grows with the square of the depth; deeper is refused.
 */
export const MAX_XML_DEPTH = 256;

/** Thrown from a parser handler to stop reading at once (a DOCTYPE, or enough diagnostics). */
const STOP = Symbol('stop');

/**
 * Checks an SLD/SE document: well-formed XML, then a StyledLayerDescriptor root of the format's
 * version holding NamedLayer > UserStyle > FeatureTypeStyle (or CoverageStyle) > Rule.
 *
 * Safety: saxes never expands entities beyond the five predefined ones and never reads external
 * resources; on top of that any DOCTYPE is refused outright, so entity declarations (the "billion
 * laughs" bomb, XXE `SYSTEM "file:///..."`) are rejected before anything inside them is looked at.
 */
export function validateSld(format: SldFormat, body: string): StyleDiagnostic[] {
  const diagnostics: StyleDiagnostic[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const report = (message: string, at = { line: parser.line, column: parser.column }) => {
    // saxes counts the characters read on the line: 0 at a line's start (the end of the body), 1-based after.
    const column = Math.max(1, at.column);
    // saxes repeats a message at one place (once per open element a wrong close tag could have closed).
    const last = diagnostics.at(-1);
    if (last && last.line === at.line && last.column === column && last.message === message) return;
    diagnostics.push({ line: at.line, column, message });
    if (diagnostics.length >= MAX_DIAGNOSTICS) throw STOP;
  };
  const structure = new StructureCheck(format, report);
  const stack: SaxesTagNS[] = [];

  // saxes prefixes its messages with "line:column: "; the position is reported separately.
  parser.on('error', (err) => report(err.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '')));
  parser.on('doctype', () => {
    report('DOCTYPE declarations are not allowed in a style (no DTD or entity declarations)');
    throw STOP;
  });
  parser.on('opentag', (tag) => {
    if (stack.length >= MAX_XML_DEPTH) {
      report(`elements are nested more than ${MAX_XML_DEPTH} levels deep`);
      throw STOP;
    }
    structure.open(tag, stack, { line: parser.line, column: parser.column });
    stack.push(tag);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(body).close();
  } catch (err) {
    if (err !== STOP) throw err;
    return diagnostics;
  }
  if (diagnostics.length === 0) structure.finish();
  return diagnostics.slice(0, MAX_DIAGNOSTICS);
}

type Position = { line: number; column: number };

/** Follows the element path while the document streams past, remembering whether a rule was seen. */
class StructureCheck {
  private root?: Position;
  private rootOk = false;
  private ruleFound = false;

  constructor(
    private readonly format: SldFormat,
    private readonly report: (msg: string, at?: Position) => void,
  ) {}

  open(tag: SaxesTagNS, stack: SaxesTagNS[], at: Position): void {
    if (stack.length === 0) return this.openRoot(tag, at);
    // Rules sit at depth 4 exactly; deeper elements are skipped without looking at the stack, which
    // keeps a deeply nested document linear to check.
    if (!this.rootOk || stack.length > 4) return;
    const ruleNs = RULE_NS[this.format];
    const path = [...stack.map((t) => t.local), tag.local].join('/');
    if (!/^StyledLayerDescriptor\/NamedLayer\/UserStyle\/(FeatureTypeStyle|CoverageStyle)(\/Rule)?$/.test(path)) return;
    // NamedLayer and UserStyle are SLD elements in every version.
    if (stack.slice(1, 3).some((t) => t.uri !== SLD_NS)) return;
    if (!ruleNs.includes(tag.uri)) {
      this.report(
        `${tag.local} must be in namespace ${ruleNs.join(' or ')} for format ${this.format} (found "${tag.uri}")`,
        at,
      );
      return;
    }
    if (tag.local === 'Rule' && ruleNs.includes(stack[3].uri)) this.ruleFound = true;
  }

  finish(): void {
    if (this.rootOk && !this.ruleFound) {
      this.report(
        'the style needs at least one NamedLayer with a UserStyle holding a FeatureTypeStyle with a Rule',
        this.root,
      );
    }
  }

  private openRoot(tag: SaxesTagNS, at: Position): void {
    this.root = at;
    if (tag.local !== 'StyledLayerDescriptor' || tag.uri !== SLD_NS) {
      this.report(
        `the root element must be StyledLayerDescriptor in namespace ${SLD_NS} (found "${tag.name}"${tag.uri ? ` in ${tag.uri}` : ''})`,
        at,
      );
      return;
    }
    const version = tag.attributes.version?.value;
    const want = VERSION[this.format];
    if (version !== want) {
      const found = version === undefined ? 'no version attribute' : `version "${version}"`;
      this.report(
        `StyledLayerDescriptor must declare version="${want}" for format ${this.format} (found ${found})`,
        at,
      );
      return;
    }
    this.rootOk = true;
  }
}
