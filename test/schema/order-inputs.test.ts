import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isInputObjectType } from 'graphql';

// Every list's orderBy input sorts by its own enum (the enums once collapsed into one name).
describe('orderBy inputs', () => {
  it('each <Type>Order takes a <Type>OrderField', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));
    const orders = Object.values(schema.getTypeMap()).filter(
      (t) => isInputObjectType(t) && /Order$/.test(t.name) && t.getFields().field,
    );
    expect(orders.length).toBeGreaterThan(5);
    for (const o of orders) {
      if (!isInputObjectType(o)) continue;
      expect([o.name, getNamedType(o.getFields().field.type).name]).toEqual([o.name, `${o.name}Field`]);
    }
  });
});
