import fs from 'node:fs';
import path from 'node:path';
import { Field, InputType, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { Check, CheckAll, documentOf, orDefault, schemaOf, storedSchemaOf, strayChecks } from '../../src/base/shape';
import { domains } from '../../src/domains';
import { parseInput, ROLE_ID } from '../../src/base/validate';

// An input's shape is said once (src/base/shape.ts): the check of each field beside its @Field, and the
// service's zod object built from the class.

@InputType('ShapeTestItem')
class Item {
  @Field() @Check(z.string().min(1, 'must not be empty')) label!: string;
}

@InputType('ShapeTestBase')
class Base {
  @Field(() => String, { nullable: true }) @Check(z.string().max(3, 'must be at most 3 characters')) note?:
    string | null;
}

@InputType('ShapeTestInput')
@CheckAll<Sample>((v, ctx) => {
  if (v.a && v.b) ctx.addIssue({ code: 'custom', path: ['b'], message: 'must be omitted when a is sent' });
})
class Sample extends Base {
  @Field() @Check(z.string().max(5, 'must be at most 5 characters')) name!: string;
  @Field(() => String, { nullable: true }) @Check(z.string()) a?: string | null;
  @Field(() => String, { nullable: true }) @Check(z.string()) b?: string | null;
  // Optional, not nullish: the check itself says what absence means, so null is refused.
  @Field(() => String, { nullable: true }) @Check(z.string('must not be null').optional()) c?: string;
  @Field(() => [Item], { nullable: true }) @Check(z.array(schemaOf(Item))) items?: Item[] | null;
  @Field(() => String, { nullable: true }) unchecked?: string | null;
}

const problem = (schema: z.ZodType, input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (e) {
    return { message: (e as Error).message, fields: (e as { data?: { fields?: string[] } }).data?.fields };
  }
  return undefined;
};

describe('schemaOf', () => {
  const schema = schemaOf(Sample);

  it('makes nullable fields nullish and keeps non-null ones required', () => {
    expect(parseInput(schema, { name: 'x', a: null })).toEqual({ name: 'x', a: null });
    expect(problem(schema, {})?.message).toBe('name: Invalid input: expected string, received undefined');
  });

  it('takes base class fields first, then the class, and leaves unchecked fields out', () => {
    expect(Object.keys(parseInput(schema, { name: 'x', unchecked: 'y', note: 'n', a: 'a' }))).toEqual([
      'note',
      'name',
      'a',
    ]);
    expect(problem(schema, { name: 'toolong', note: 'long' })?.message).toBe(
      'note: must be at most 3 characters; name: must be at most 5 characters',
    );
  });

  it('keeps a check that says itself what absence means (null refused)', () => {
    expect(problem(schema, { name: 'x', c: null })?.message).toBe('c: must not be null');
  });

  it('checks nested inputs with their paths', () => {
    expect(problem(schema, { name: 'x', items: [{ label: 'ok' }, { label: '' }] })?.message).toBe(
      'items[1].label: must not be empty',
    );
  });

  it('runs the class rules over several fields', () => {
    expect(problem(schema, { name: 'x', a: '1', b: '2' })?.message).toBe('b: must be omitted when a is sent');
  });

  it('requires the fields a use of the input needs', () => {
    const strict = schemaOf(Sample, { required: ['a'] });
    expect(problem(strict, { name: 'x' })?.fields).toEqual(['a']);
  });

  it('refuses a check on a property that is not a field', () => {
    class Loose {
      @Check(z.string()) x?: string;
    }
    expect(() => schemaOf(Loose)).toThrow('@Check on x, which is not a @Field of Loose');
    expect(strayChecks()).toEqual(['Loose']);
  });
});

@ObjectType('ShapeTestStored')
class Stored {
  @Field() on!: boolean;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field() version!: number;
}

@InputType('ShapeTestStoredInput')
class StoredInput {
  @Field(() => Boolean, { nullable: true }) @Check(orDefault(z.boolean(), () => true)) on?: boolean | null;
  @Field(() => String, { nullable: true }) @Check(orDefault(z.string().nullable(), () => null)) note?: string | null;
  @Field(() => Number, { nullable: true }) expectedVersion?: number | null;
}

describe('storedSchemaOf', () => {
  const schema = storedSchemaOf(StoredInput, Stored, ['version']);

  it('fills every default, absent or null, and leaves out what the store adds', () => {
    expect(parseInput(schema, {})).toEqual({ on: true, note: null });
    expect(parseInput(schema, { on: null, note: 'n', expectedVersion: 3 })).toEqual({ on: true, note: 'n' });
    expect(parseInput(schema, { on: false })).toEqual({ on: false, note: null });
  });

  it('refuses an input whose check takes no default', () => {
    @InputType('ShapeTestNoDefault')
    class NoDefault {
      @Field(() => Boolean, { nullable: true }) @Check(z.boolean()) on?: boolean | null;
      @Field(() => String, { nullable: true }) @Check(orDefault(z.string().nullable(), () => null)) note?:
        string | null;
    }
    expect(() => storedSchemaOf(NoDefault, Stored, ['version'])).toThrow('NoDefault: on take no default');
  });

  it('refuses an input whose fields differ from the stored ones', () => {
    expect(() => storedSchemaOf(StoredInput, Stored)).toThrow('StoredInput and Stored differ in version');
    @InputType('ShapeTestExtra')
    class Extra extends StoredInput {
      @Field(() => Number, { nullable: true }) @Check(orDefault(z.number(), () => 0)) extra?: number | null;
    }
    expect(() => storedSchemaOf(Extra, Stored, ['version'])).toThrow('Extra and Stored differ in extra');
  });
});

@InputType('ShapeTestInnerInput')
class InnerInput {
  @Field(() => Number, { nullable: true, description: 'Default 1.' })
  @Check(orDefault(z.number().min(1, 'must be at least 1'), () => 1))
  maxItems?: number | null;
}
const inner = orDefault(storedSchemaOf(InnerInput, InnerInput), () => ({ maxItems: 1 }));

@InputType('ShapeTestOuterInput')
class OuterInput extends StoredInput {
  @Field(() => InnerInput, { nullable: true }) @Check<InnerInput>(inner) innerSettings?: InnerInput | null;
}

describe('documentOf', () => {
  const doc = documentOf(OuterInput, ['expectedVersion']);

  it('spells the members snake_case and keeps each check, without its default, nested ones too', () => {
    expect(doc.parse({})).toEqual({});
    expect(doc.parse({ inner_settings: {} })).toEqual({ inner_settings: {} });
    expect(doc.parse({ on: false, inner_settings: { max_items: 3 } })).toEqual({
      on: false,
      inner_settings: { max_items: 3 },
    });
    expect(problem(doc, { inner_settings: { max_items: 0 } })?.message).toBe(
      'inner_settings.max_items: must be at least 1',
    );
  });

  it('refuses null, unknown members and camelCase', () => {
    expect(problem(doc, { note: null })?.message).toMatch(/^note: /);
    expect(problem(doc, { innerSettings: {} })?.message).toMatch(/innerSettings/);
    expect(problem(doc, { expected_version: 1 })?.message).toMatch(/expected_version/);
  });

  it('describes members as their @Field, in the JSON Schema too', () => {
    const schema = z.toJSONSchema(doc, { io: 'input' }) as {
      properties: Record<string, { properties?: Record<string, unknown> }>;
    };
    expect(schema.properties.inner_settings.properties?.max_items).toEqual({
      type: 'number',
      minimum: 1,
      description: 'Default 1.',
    });
  });

  it('refuses a member without a check that is not left to the document', () => {
    expect(() => documentOf(OuterInput)).toThrow('OuterInput.expectedVersion has no check');
  });

  it('takes apart a nested class that has rules over several fields, without carrying them', () => {
    @InputType('ShapeTestRuledInput')
    @CheckAll<RuledInput>((v, ctx) => {
      if ((v.low ?? 0) > (v.high ?? 0))
        ctx.addIssue({ code: 'custom', path: ['low'], message: 'must not exceed high' });
    })
    class RuledInput {
      @Field(() => Number, { nullable: true }) @Check(orDefault(z.number(), () => 0)) low?: number | null;
      @Field(() => Number, { nullable: true }) @Check(orDefault(z.number(), () => 9)) high?: number | null;
    }
    @InputType('ShapeTestRuledOuter')
    class RuledOuter {
      @Field(() => RuledInput, { nullable: true })
      @Check<RuledInput>(orDefault(storedSchemaOf(RuledInput, RuledInput), () => ({ low: 0, high: 9 })))
      innerThing?: RuledInput | null;
    }
    expect(documentOf(RuledOuter).parse({ inner_thing: { low: 5 } })).toEqual({ inner_thing: { low: 5 } });
    expect(problem(documentOf(RuledOuter), { inner_thing: { minItems: 1 } })?.message).toMatch(/minItems/);
  });

  it('refuses, when built, a check that says itself what null means, and a list of input classes', () => {
    @InputType('ShapeTestNullish')
    class Nullish {
      @Field(() => String, { nullable: true }) @Check(z.string().nullish()) note?: string | null;
    }
    expect(() => documentOf(Nullish)).toThrow('Nullish.note: its check says itself what null or absence means');
    @InputType('ShapeTestListOf')
    class ListOf {
      @Field(() => [Item], { nullable: true }) @Check(orDefault(z.array(schemaOf(Item)), () => [])) items?:
        Item[] | null;
    }
    expect(() => documentOf(ListOf)).toThrow('ListOf.items: an object that is not an input class');
  });
});

describe('input checks', () => {
  const root = path.resolve(__dirname, '../..');
  const files = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const p = `${dir}/${e.name}`;
      return e.isDirectory() ? files(p) : p.endsWith('.service.ts') ? [p] : [];
    });

  it('are not written again in the services (they come from the input classes)', () => {
    // The audit page (cursor, limit) is a pair of query arguments, not an input class.
    const writers = files('src/domains').filter((f) =>
      fs.readFileSync(path.join(root, f), 'utf8').includes('z.object('),
    );
    expect(writers).toEqual(['src/domains/audit/audit.service.ts']);
  });

  it('sit on input classes only', () => {
    expect(domains.length).toBeGreaterThan(0);
    expect(strayChecks().filter((c) => c !== 'Loose')).toEqual([]);
  });

  it('take the role id pattern from src/base/validate.ts', () => {
    expect(ROLE_ID.source).toBe('^[a-z][a-z0-9_-]{0,63}$');
  });
});
