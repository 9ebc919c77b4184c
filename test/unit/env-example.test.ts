import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, SETTING_NAMES } from '../../src/base/config';

// .env.example lists every setting once, and each value it shows is the default mapgate really uses
// (placeholders for settings without a default are shown but not compared).
const text = fs.readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8');
const shown = [...text.matchAll(/^# ([A-Z_]+)=(.*)$/gm)].map((m) => ({ name: m[1], value: m[2] }));

describe('.env.example', () => {
  it('lists every setting of src/base/config.ts exactly once, and nothing else', () => {
    expect(shown.map((s) => s.name).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('shows the real default of every setting that has one', () => {
    const defaults = loadConfig({}) as unknown as Record<string, unknown>;
    for (const { name, value } of shown) {
      const d = defaults[name];
      if (d === undefined || value === '') continue;
      const expected = Array.isArray(d) ? d.join(',') : String(d);
      expect(`${name}=${value}`).toBe(`${name}=${expected}`);
    }
  });
});
