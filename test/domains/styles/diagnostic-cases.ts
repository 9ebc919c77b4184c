import { CSS, SE_11, SLD_10, YSLD } from './fixtures';

/**
 * Broken documents of each format with the first diagnostic each must get (line, column, message),
 * and valid ones that must pass. Each broken one changes one thing of a valid document, so the
 * expected place can be read off the fixture.
 */
interface Case {
  name: string;
  body: string;
  line: number;
  column: number;
  message: string;
}

const swap = (body: string, from: string, to: string): string => {
  if (!body.includes(from)) throw new Error(`fixture lacks ${from}`);
  return body.replace(from, to);
};

const SLD_ROOT = '<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">';
const sld = (inner: string) => `${SLD_ROOT}\n${inner}\n</StyledLayerDescriptor>\n`;
const SE_ROOT =
  '<StyledLayerDescriptor version="1.1.0" xmlns="http://www.opengis.net/sld" xmlns:se="http://www.opengis.net/se">';
const se = (inner: string) => `${SE_ROOT}\n${inner}\n</StyledLayerDescriptor>\n`;

export const INVALID: Record<string, Array<Omit<Case, 'line' | 'column' | 'message'>>> = {
  'sld_1.0.0': [
    { name: 'a close tag that does not match', body: swap(SLD_10, '</Rule>', '</Rules>') },
    { name: 'the document ends inside an element', body: SLD_10.replace('</StyledLayerDescriptor>\n', '') },
    {
      name: 'another root element',
      body: '<?xml version="1.0"?>\n<StyleSheet version="1.0.0" xmlns="http://www.opengis.net/sld"/>\n',
    },
    {
      name: 'the root outside the SLD namespace',
      body: swap(SLD_10, 'xmlns="http://www.opengis.net/sld"', 'xmlns="http://example.com/sld"'),
    },
    { name: 'no version attribute', body: swap(SLD_10, ' version="1.0.0"', '') },
    { name: 'version 1.1.0', body: swap(SLD_10, 'version="1.0.0"', 'version="1.1.0"') },
    {
      name: 'no rule',
      body: sld('  <NamedLayer><Name>x</Name><UserStyle><FeatureTypeStyle/></UserStyle></NamedLayer>'),
    },
    {
      name: 'a rule in the SE namespace',
      body: sld(
        '  <NamedLayer><UserStyle><FeatureTypeStyle>\n    <se:Rule xmlns:se="http://www.opengis.net/se"/>\n  </FeatureTypeStyle></UserStyle></NamedLayer>',
      ),
    },
    { name: 'a DOCTYPE', body: `<!DOCTYPE sld>\n${SLD_10}` },
    { name: 'an entity never declared', body: swap(SLD_10, '<Name>highway</Name>', '<Name>&nbsp;</Name>') },
    {
      name: 'an attribute given twice',
      body: swap(SLD_10, '<CssParameter name="stroke">', '<CssParameter name="stroke" name="fill">'),
    },
    {
      name: 'an attribute value without quotes',
      body: swap(SLD_10, '<CssParameter name="stroke">', '<CssParameter name=stroke>'),
    },
    { name: 'an unescaped < in text', body: swap(SLD_10, 'Roads &amp; highways', 'Roads < highways') },
    { name: 'a < inside an attribute value', body: swap(SLD_10, 'name="stroke-width"', 'name="<stroke-width"') },
    { name: 'text after the root element', body: `${SLD_10}trailing words\n` },
    { name: 'an unclosed comment', body: swap(SLD_10, '<Name>highway</Name>', '<!-- <Name>highway</Name>') },
    { name: 'an empty body', body: '' },
    {
      name: 'an undeclared namespace prefix',
      body: swap(SLD_10, '<LineSymbolizer>', '<se:LineSymbolizer>').replace(
        '</LineSymbolizer>',
        '</se:LineSymbolizer>',
      ),
    },
  ],
  'se_1.1.0': [
    { name: 'a close tag that does not match', body: swap(SE_11, '</se:Rule>', '</se:Rules>') },
    { name: 'the document ends inside an element', body: SE_11.replace('</StyledLayerDescriptor>\n', '') },
    {
      name: 'another root element',
      body: '<?xml version="1.0"?>\n<se:FeatureTypeStyle version="1.1.0" xmlns:se="http://www.opengis.net/se"/>\n',
    },
    {
      name: 'the root outside the SLD namespace',
      body: swap(SE_11, 'xmlns="http://www.opengis.net/sld"', 'xmlns="http://www.opengis.net/se"'),
    },
    { name: 'no version attribute', body: swap(SE_11, ' version="1.1.0"', '') },
    { name: 'version 1.0.0', body: swap(SE_11, 'version="1.1.0"', 'version="1.0.0"') },
    {
      name: 'no rule',
      body: se('  <NamedLayer><se:Name>x</se:Name><UserStyle><se:FeatureTypeStyle/></UserStyle></NamedLayer>'),
    },
    {
      name: 'the feature type style in the SLD namespace',
      body: se(
        '  <NamedLayer><UserStyle>\n    <FeatureTypeStyle><Rule/></FeatureTypeStyle>\n  </UserStyle></NamedLayer>',
      ),
    },
    {
      name: 'a rule in the SLD namespace',
      body: se(
        '  <NamedLayer><UserStyle><se:FeatureTypeStyle>\n    <Rule/>\n  </se:FeatureTypeStyle></UserStyle></NamedLayer>',
      ),
    },
    { name: 'a DOCTYPE', body: `<!DOCTYPE sld>\n${SE_11}` },
    { name: 'an entity never declared', body: swap(SE_11, '<se:Name>city</se:Name>', '<se:Name>&eacute;</se:Name>') },
    {
      name: 'an attribute given twice',
      body: swap(SE_11, '<se:SvgParameter name="fill">', '<se:SvgParameter name="fill" name="stroke">'),
    },
    {
      name: 'an attribute value without quotes',
      body: swap(SE_11, '<se:SvgParameter name="fill">', '<se:SvgParameter name=fill>'),
    },
    { name: 'an unescaped < in text', body: swap(SE_11, '<se:Name>city</se:Name>', '<se:Name>city < town</se:Name>') },
    { name: 'text after the root element', body: `${SE_11}<extra/>\n` },
    { name: 'an unclosed comment', body: swap(SE_11, '<se:Name>city</se:Name>', '<!-- <se:Name>city</se:Name>') },
    { name: 'an empty body', body: '   \n' },
    { name: 'an undeclared namespace prefix', body: swap(SE_11, '<se:Size>6</se:Size>', '<sld:Size>6</sld:Size>') },
  ],
  css: [
    { name: 'a misspelt property', body: swap(CSS, '  stroke: #888888;', '  strok: #888888;') },
    { name: 'a word for a length', body: swap(CSS, 'stroke-width: 1;', 'stroke-width: banana;') },
    { name: 'a word for a colour', body: swap(CSS, 'stroke: #888888;', 'stroke: banana;') },
    { name: 'a hex colour of 5 digits', body: swap(CSS, 'stroke: #888888;', 'stroke: #88888;') },
    { name: 'an rgb() component over 255', body: swap(CSS, 'stroke: #888888;', 'stroke: rgb(256, 0, 0);') },
    { name: 'an opacity over 1', body: swap(CSS, 'stroke-width: 1;', 'stroke-width: 1;\n  stroke-opacity: 1.5;') },
    { name: 'an unknown line cap', body: swap(CSS, 'stroke-width: 1;', 'stroke-linecap: rund;') },
    { name: 'a bare mark name', body: swap(CSS, "mark: symbol('circle');", 'mark: circle;') },
    { name: 'a length with an unknown unit', body: swap(CSS, 'stroke-width: 3;', 'stroke-width: 3em;') },
    { name: 'a word in a dash array', body: swap(CSS, 'stroke-width: 3;', 'stroke-dasharray: 5 dash;') },
    { name: 'a boolean spelt yes', body: swap(CSS, 'label: [name];', 'label: [name];\n  label-follow-line: yes;') },
    {
      name: 'an unknown function in a selector',
      body: swap(CSS, "[type = 'highway']", "[strToLower(type) = 'highway']"),
    },
    { name: 'an unknown function in a value', body: swap(CSS, 'label: [name];', 'label: [strUpper(name)];') },
    { name: 'an unknown function outside brackets', body: swap(CSS, "mark: symbol('circle');", 'mark: icon(circle);') },
    { name: 'an unknown pseudo-class', body: `${CSS}\n:marker {\n  fill: red;\n}\n` },
    { name: 'an unknown font weight', body: swap(CSS, 'font-fill: black;', 'font-weight: heavy;') },
    { name: 'an unbalanced expression', body: swap(CSS, 'label: [name];', 'label: [strConcat(name, type];') },
    { name: 'an unclosed string in an expression', body: swap(CSS, "[type = 'highway']", "[type = 'highway]") },
    { name: 'a z-index with decimals', body: swap(CSS, 'stroke-width: 1;', 'stroke-width: 1;\n  z-index: 1.5;') },
    { name: 'a property with no value', body: swap(CSS, 'stroke-width: 1;', 'stroke-width: ;') },
    { name: 'a syntax error', body: swap(CSS, 'stroke-width: 1;', 'stroke-width 1;') },
  ],
  ysld: [
    { name: 'an unknown symbolizer', body: swap(YSLD, '    - line:', '    - banana:') },
    { name: 'a misspelt key', body: swap(YSLD, "stroke-color: '#FF0000'", "strok-color: '#FF0000'") },
    { name: 'a word for a width', body: swap(YSLD, 'stroke-width: 2', 'stroke-width: banana') },
    {
      name: 'an unquoted hex colour (a YAML comment)',
      body: swap(YSLD, "stroke-color: '#FF0000'", 'stroke-color: #FF0000'),
    },
    { name: 'a word for a colour', body: swap(YSLD, "stroke-color: '#FF0000'", 'stroke-color: reddish') },
    { name: 'an opacity over 1', body: swap(YSLD, 'stroke-width: 2', 'stroke-width: 2\n        stroke-opacity: 2') },
    { name: 'an unknown line join', body: swap(YSLD, 'stroke-width: 2', 'stroke-linejoin: pointy') },
    {
      name: 'an unknown function in a filter',
      body: swap(YSLD, "${type = 'highway'}", "${strLower(type) = 'highway'}"),
    },
    { name: 'an unknown key in a rule', body: swap(YSLD, '    scale: [min, 50000]', '    scales: [min, 50000]') },
    { name: 'a word in a scale range', body: swap(YSLD, 'scale: [min, 50000]', 'scale: [min, lots]') },
    {
      name: 'symbolizers that are not a list',
      body: swap(YSLD, '    symbolizers:\n    - line:', '    symbolizers: line\n    other:\n    - line:'),
    },
    { name: 'an unknown key at the top', body: swap(YSLD, 'title: Roads', 'titel: Roads') },
    { name: 'an unknown key in a feature style', body: swap(YSLD, '- name: main', '- nam: main') },
    { name: 'a mapping where a number goes', body: swap(YSLD, 'stroke-width: 2', 'stroke-width: {value: 2}') },
    {
      name: 'an unknown mark key',
      body: `${YSLD}    - point:\n        symbols:\n        - mark:\n            shap: circle\n`,
    },
    {
      name: 'an unknown symbol',
      body: `${YSLD}    - point:\n        symbols:\n        - marker:\n            shape: circle\n`,
    },
    {
      name: 'an unknown font style',
      body: `${YSLD}    - text:\n        label: \${name}\n        font-style: slanted\n`,
    },
    { name: 'an unterminated expression', body: swap(YSLD, "${type = 'highway'}", "'${type = highway'") },
    {
      name: 'an unknown halo key',
      body: `${YSLD}    - text:\n        label: \${name}\n        halo:\n          radius: 2\n          colour: white\n`,
    },
    { name: 'a boolean spelt yes', body: `${YSLD}    - text:\n        label: \${name}\n        x-followLine: yes\n` },
    {
      name: 'a misspelt vendor option',
      body: `${YSLD}    - text:\n        label: \${name}\n        x-folowLine: true\n`,
    },
  ],
};

export const VALID_MORE: Record<string, string[]> = {
  css: [
    CSS,
    '* { stroke: red, blue; stroke-width: 1, 2px; stroke-dasharray: 5 2; fill: rgb(0, 128, 255); fill-opacity: 50%; -gt-label-padding: 3; }',
    ":nth-mark(1) { fill: red; size: 5; }\n* { mark: symbol(circle); mark-size: [sqrt(pop) / 10]; label: [strToUpperCase(name)] ' ' [type]; }\n",
    '[@sd > 1M] { raster-color-map: color-map-entry(black, 100) color-map-entry(white, 1000); raster-opacity: 0.5; }',
    '* { transform: ras:Contour(levels: 1100 1200 1300); z-index: 1; stroke: black; label: [value]; }',
  ],
  ysld: [
    YSLD,
    "define: &c '#998088'\ndefine: &s\n  stroke-width: 2\nfeature-styles:\n- rules:\n  - filter: ${pop > 1000}\n    symbolizers:\n    - polygon:\n        <<: *s\n        fill-color: *c\n        fill-opacity: 0.5\n",
    'rules:\n- symbolizers:\n  - text:\n      label: ${name}\n      x-fontShrinkSizeMin: 8\n',
    "symbolizers:\n- point:\n    symbols:\n    - mark:\n        shape: circle\n        fill-color: rgb(255,0,0)\n    - external:\n        url: 'x.png'\n        format: image/png\n    size: ${sqrt(area)}\n    anchor: [0.5, 0.5]\n- text:\n    label: ${name}\n    halo: {radius: 2, fill-color: white}\n    x-autoWrap: 60\n",
  ],
  'sld_1.0.0': [SLD_10],
  'se_1.1.0': [SE_11],
};

/** The first diagnostic of each broken document: [line, column, message]. */
export const EXPECTED: Record<string, Record<string, [number, number, string]>> = {
  'sld_1.0.0': {
    'a close tag that does not match': [25, 16, 'unexpected close tag'],
    'the document ends inside an element': [29, 1, 'unclosed tag: StyledLayerDescriptor'],
    'another root element': [
      2,
      64,
      'the root element must be StyledLayerDescriptor in namespace http://www.opengis.net/sld (found "StyleSheet" in http://www.opengis.net/sld)',
    ],
    'the root outside the SLD namespace': [
      5,
      78,
      'the root element must be StyledLayerDescriptor in namespace http://www.opengis.net/sld (found "StyledLayerDescriptor" in http://example.com/sld)',
    ],
    'no version attribute': [
      5,
      78,
      'StyledLayerDescriptor must declare version="1.0.0" for format sld_1.0.0 (found no version attribute)',
    ],
    'version 1.1.0': [
      5,
      78,
      'StyledLayerDescriptor must declare version="1.0.0" for format sld_1.0.0 (found version "1.1.0")',
    ],
    'no rule': [
      1,
      74,
      'the style needs at least one NamedLayer with a UserStyle holding a FeatureTypeStyle with a Rule',
    ],
    'a rule in the SE namespace': [
      3,
      51,
      'Rule must be in namespace http://www.opengis.net/sld for format sld_1.0.0 (found "http://www.opengis.net/se")',
    ],
    'a DOCTYPE': [1, 14, 'DOCTYPE declarations are not allowed in a style (no DTD or entity declarations)'],
    'an entity never declared': [12, 22, 'undefined entity'],
    'an attribute given twice': [21, 54, 'duplicate attribute: name'],
    'an attribute value without quotes': [21, 34, 'unquoted attribute value'],
    'an unescaped < in text': [9, 21, 'disallowed character in tag name'],
    'a < inside an attribute value': [22, 35, 'disallowed character'],
    'text after the root element': [31, 1, 'text data outside of root node'],
    'an unclosed comment': [30, 1, 'unclosed tag: Rule'],
    'an empty body': [1, 1, 'document must contain a root element'],
    'an undeclared namespace prefix': [19, 29, 'unbound namespace prefix: "se"'],
  },
  'se_1.1.0': {
    'a close tag that does not match': [22, 19, 'unexpected close tag'],
    'the document ends inside an element': [26, 1, 'unclosed tag: StyledLayerDescriptor'],
    'another root element': [
      2,
      75,
      'the root element must be StyledLayerDescriptor in namespace http://www.opengis.net/sld (found "se:FeatureTypeStyle" in http://www.opengis.net/se)',
    ],
    'the root outside the SLD namespace': [
      5,
      115,
      'the root element must be StyledLayerDescriptor in namespace http://www.opengis.net/sld (found "StyledLayerDescriptor" in http://www.opengis.net/se)',
    ],
    'no version attribute': [
      5,
      115,
      'StyledLayerDescriptor must declare version="1.1.0" for format se_1.1.0 (found no version attribute)',
    ],
    'version 1.0.0': [
      5,
      115,
      'StyledLayerDescriptor must declare version="1.1.0" for format se_1.1.0 (found version "1.0.0")',
    ],
    'no rule': [
      1,
      111,
      'the style needs at least one NamedLayer with a UserStyle holding a FeatureTypeStyle with a Rule',
    ],
    'the feature type style in the SLD namespace': [
      3,
      22,
      'FeatureTypeStyle must be in namespace http://www.opengis.net/se for format se_1.1.0 (found "http://www.opengis.net/sld")',
    ],
    'a rule in the SLD namespace': [
      3,
      11,
      'Rule must be in namespace http://www.opengis.net/se for format se_1.1.0 (found "http://www.opengis.net/sld")',
    ],
    'a DOCTYPE': [1, 14, 'DOCTYPE declarations are not allowed in a style (no DTD or entity declarations)'],
    'an entity never declared': [12, 27, 'undefined entity'],
    'an attribute given twice': [17, 68, 'duplicate attribute: name'],
    'an attribute value without quotes': [17, 48, 'unquoted attribute value'],
    'an unescaped < in text': [12, 26, 'disallowed character in tag name'],
    'text after the root element': [27, 7, 'documents may contain only one root'],
    'an unclosed comment': [27, 1, 'unclosed tag: se:Rule'],
    'an empty body': [2, 1, 'document must contain a root element'],
    'an undeclared namespace prefix': [19, 24, 'unbound namespace prefix: "sld"'],
  },
  css: {
    'a misspelt property': [3, 3, 'unknown property `strok`: did you mean `stroke`?'],
    'a word for a length': [
      4,
      17,
      '`stroke-width`: expected a length (a number, optionally with px, m or ft), got `banana`',
    ],
    'a word for a colour': [3, 11, '`stroke`: expected a colour, url(...) or symbol(...), got `banana`'],
    'a hex colour of 5 digits': [3, 11, '`stroke`: expected a colour, url(...) or symbol(...), got `#88888`'],
    'an rgb() component over 255': [
      3,
      11,
      '`stroke`: expected a colour, url(...) or symbol(...), got `rgb(256, 0, 0)`',
    ],
    'an opacity over 1': [
      5,
      19,
      '`stroke-opacity`: expected an opacity (a number from 0 to 1, or a percentage), got `1.5`',
    ],
    'an unknown line cap': [
      4,
      19,
      '`stroke-linecap`: expected one of butt, square, round, got `rund`: did you mean `round`?',
    ],
    'a bare mark name': [12, 9, '`mark`: expected url(...) or symbol(...), got `circle`'],
    'a length with an unknown unit': [
      9,
      17,
      '`stroke-width`: expected a length (a number, optionally with px, m or ft), got `3em`',
    ],
    'a word in a dash array': [
      9,
      23,
      '`stroke-dasharray`: expected a list of lengths (numbers, optionally with px, m or ft), got `dash`',
    ],
    'a boolean spelt yes': [11, 22, '`label-follow-line`: expected true or false, got `yes`'],
    'an unknown function in a selector': [7, 2, 'unknown function `strToLower`'],
    'an unknown function in a value': [10, 11, 'unknown function `strUpper`'],
    'an unknown function outside brackets': [12, 9, 'unknown function `icon`'],
    'an unknown pseudo-class': [
      15,
      1,
      'unknown pseudo-class `:marker`; expected one of :mark, :shield, :stroke, :fill, :symbol or their :nth- forms: did you mean `:mark`?',
    ],
    'an unknown font weight': [11, 16, '`font-weight`: expected one of normal, bold, got `heavy`'],
    'an unbalanced expression': [10, 10, 'Unclosed bracket'],
    'an unclosed string in an expression': [12, 23, 'Unclosed string'],
    'a z-index with decimals': [5, 12, '`z-index`: expected a whole number, got `1.5`'],
    'a property with no value': [4, 16, '`stroke-width` has no value'],
    'a syntax error': [4, 3, 'Unknown word stroke-width'],
  },
  ysld: {
    'an unknown symbolizer': [10, 7, 'unknown symbolizer `banana`; expected one of point, line, polygon, text, raster'],
    'a misspelt key': [11, 9, 'unknown key `strok-color` in a line symbolizer: did you mean `stroke-color`?'],
    'a word for a width': [
      12,
      23,
      '`stroke-width`: expected a length (a number, optionally with px, m or ft) or an expression ${...}, got `banana`',
    ],
    'an unquoted hex colour (a YAML comment)': [
      11,
      23,
      "`stroke-color` has no value (an unquoted # starts a YAML comment: write the colour in quotes, '#rrggbb')",
    ],
    'a word for a colour': [
      11,
      23,
      '`stroke-color`: expected a colour (#rrggbb, #rgb, rgb(r, g, b) or a colour name) or an expression ${...}, got `reddish`',
    ],
    'an opacity over 1': [
      13,
      25,
      '`stroke-opacity`: expected an opacity (a number from 0 to 1, or a percentage) or an expression ${...}, got `2`',
    ],
    'an unknown line join': [12, 26, '`stroke-linejoin`: expected one of mitre, miter, round, bevel, got `pointy`'],
    'an unknown function in a filter': [7, 15, 'unknown function `strLower`'],
    'an unknown key in a rule': [8, 5, 'unknown key `scales` in a rule: did you mean `scale`?'],
    'a word in a scale range': [8, 18, '`scale`: expected a number, min, max or an expression ${...}, got `lots`'],
    'symbolizers that are not a list': [9, 18, '`symbolizers` must be a list'],
    'an unknown key at the top': [2, 1, 'unknown key `titel` in a style: did you mean `title`?'],
    'an unknown key in a feature style': [4, 3, 'unknown key `nam` in a feature style: did you mean `name`?'],
    'a mapping where a number goes': [
      12,
      23,
      '`stroke-width`: expected a length (a number, optionally with px, m or ft) or an expression ${...}, got a mapping',
    ],
    'an unknown mark key': [16, 13, 'unknown key `shap` in a mark: did you mean `shape`?'],
    'an unknown symbol': [15, 11, 'unknown symbol `marker`; expected one of mark, external: did you mean `mark`?'],
    'an unknown font style': [15, 21, '`font-style`: expected one of normal, italic, oblique, got `slanted`'],
    'an unterminated expression': [7, 14, 'unterminated expression: `${` without its closing `}`'],
    'an unknown halo key': [17, 11, 'unknown key `colour` in a halo'],
    'a boolean spelt yes': [15, 23, '`x-followLine`: expected true or false or an expression ${...}, got `yes`'],
    'a misspelt vendor option': [15, 9, 'unknown key `x-folowLine` in a text symbolizer: did you mean `x-followLine`?'],
  },
};
