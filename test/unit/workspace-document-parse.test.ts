import { parseDocument } from '../../src/domains/workspace-documents/document';

// A workspace document's problems are answered all at once, each once, with its path
// (src/domains/workspace-documents/document.ts): the OGC settings' members are checked by the checks of the
// settings' own input, and a faulty member does not keep the document's references from being checked.

const base = { api_version: 'mapgate/v1', kind: 'Workspace', name: 'w' };
const problems = (doc: Record<string, unknown>) => {
  try {
    parseDocument({ ...base, ...doc });
  } catch (e) {
    return (e as { data?: { problems?: { path: string; message: string }[] } }).data?.problems;
  }
  return [];
};

describe('parseDocument', () => {
  it('accepts settings whose members pass their checks', () => {
    expect(
      problems({
        layer_groups: [{ name: 'map' }],
        ogc_features: { limit_default: 5, limit_max: 20 },
        ogc_tiles: {
          versions: ['1.0.0'],
          settings: { map_tiles: { formats: ['image/png'] }, dataset_map_layer_group: 'map' },
        },
      }),
    ).toEqual([]);
  });

  it('names a faulty member once, and still checks the references', () => {
    expect(
      problems({
        layers: [{ name: 'roads', service: 'nowhere' }],
        ogc_features: { limit_default: 0 },
        ogc_tiles: { settings: { map_tiles: { formats: ['image/gif'] }, dataset_map_layer_group: 'ghost' } },
      }),
    ).toEqual([
      { path: 'ogc_features.limit_default', message: 'must be at least 1' },
      {
        path: 'ogc_tiles.settings.map_tiles.formats[0]',
        message: 'must be one of image/png, image/jpeg, image/webp',
      },
      { path: 'ogc_tiles.settings.dataset_map_layer_group', message: 'no layer group "ghost" in the document' },
      { path: 'layers[0].service', message: 'no service "nowhere" in the document' },
    ]);
  });

  it('checks the rule over several members among the members that pass', () => {
    expect(problems({ ogc_features: { limit_default: 50, limit_max: 20, enabled: 'yes' } })).toEqual([
      { path: 'ogc_features.enabled', message: 'Invalid input: expected boolean, received string' },
      { path: 'ogc_features.limit_default', message: 'must not exceed limit_max' },
    ]);
  });

  it('takes no camelCase member, misplaced member or faulty name for one of its own', () => {
    expect(problems({ ogc_features: { limitDefault: 0 } })).toEqual([
      { path: 'ogc_features', message: 'Unrecognized key: "limitDefault"' },
    ]);
    expect(problems({ ogc_tiles: { settings: { tile_matrix_sets: [] } } })).toEqual([
      { path: 'ogc_tiles.settings', message: 'Unrecognized key: "tile_matrix_sets"' },
    ]);
    expect(problems({ ogc_tiles: { settings: { dataset_map_layer_group: 5 } } })).toEqual([
      {
        path: 'ogc_tiles.settings.dataset_map_layer_group',
        message: 'Invalid input: expected string, received number',
      },
    ]);
  });

  it('names settings that are no object once', () => {
    for (const settings of ['yes', 5, [1], null]) expect(problems({ ogc_tiles: { settings } })).toHaveLength(1);
  });
});
