import { validateSld } from '../../src/domains/styles/validators/sld';

// A wrong close tag deep in a document: saxes reports it once per open element it could have closed;
// the author sees it once, then what else is unmatched.
const DEEP = `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><Name>area</Name><UserStyle><FeatureTypeStyle><Rule>
    <PolygonSymbolizer><Fill><CssParameter name="fill">#ff0000</CssParameter></Fil></PolygonSymbolizer>
  </Rule></FeatureTypeStyle></UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;

describe('validateSld', () => {
  it('says a problem once at one place, however often the parser repeats it', () => {
    const found = validateSld('sld_1.0.0', DEEP);
    expect(found[0]).toEqual({ line: 4, column: 83, message: 'unexpected close tag' });
    const keys = found.map((d) => `${d.line}:${d.column}:${d.message}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(found.map((d) => d.message)).toContain('unmatched closing tag: Fil');
  });
});
