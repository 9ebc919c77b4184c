/** The CSS/SVG named colours, which GeoServer's CSS and YSLD accept as colour values. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:\d*\.)?\d+\s*)?\)$/i;
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

const rgbInRange = (v: string) =>
  RGB.test(v) && (v.match(/\d+(?:\.\d+)?/g) ?? []).slice(0, 3).every((n) => Number(n) <= 255);
export const isColour = (v: string): boolean =>
  HEX.test(v) || rgbInRange(v) || NAMED_COLOURS.has(v.toLowerCase()) || /^0x[0-9a-f]{6}$/i.test(v);
export const isNumber = (v: string): boolean => NUMBER.test(v);
export const isInteger = (v: string): boolean => /^[-+]?\d+$/.test(v);
/** A length: a number with an optional unit of measure (pixels, metres, feet). */
export const isLength = (v: string): boolean => /^[-+]?(?:\d+\.?\d*|\.\d+)(?:px|m|ft)?$/i.test(v);
/** An opacity: 0 to 1, or a percentage. */
export const isOpacity = (v: string): boolean => {
  const pct = /^(\d+\.?\d*|\.\d+)%$/.exec(v);
  if (pct) return Number(pct[1]) <= 100;
  return NUMBER.test(v) && Number(v) >= 0 && Number(v) <= 1;
};
export const isAngle = (v: string): boolean => /^[-+]?(?:\d+\.?\d*|\.\d+)(?:deg)?$/i.test(v);
export const isBoolean = (v: string): boolean => v === 'true' || v === 'false';

/** What a value of each kind must look like, for messages. */
export const EXPECTED = {
  colour: 'a colour (#rrggbb, #rgb, rgb(r, g, b) or a colour name)',
  number: 'a number',
  integer: 'a whole number',
  length: 'a length (a number, optionally with px, m or ft)',
  opacity: 'an opacity (a number from 0 to 1, or a percentage)',
  angle: 'an angle (a number of degrees)',
  boolean: 'true or false',
} as const;
