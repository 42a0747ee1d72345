import type { z } from 'zod';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly innerType?: z.ZodType;
  readonly defaultValue?: unknown;
  readonly options?: readonly z.ZodType[];
  readonly out?: z.ZodType;
  readonly in?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A small value of a response schema's output type, so that every call has an answer even without a hand-made
 * fixture: empty lists, zeros, empty strings, the first enum value. Hand-made fixtures override it where a
 * screen needs realistic data.
 */
export function sampleValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return '';
    case 'number':
    case 'int':
      return 0;
    case 'bigint':
      return 0n;
    case 'boolean':
      return false;
    case 'date':
      return new Date(0);
    case 'null':
    case 'undefined':
    case 'void':
    case 'optional':
      return def.type === 'null' ? null : undefined;
    case 'nullable':
      return null;
    case 'default':
    case 'prefault':
      return def.defaultValue;
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? sampleValue(def.innerType) : undefined;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const sample = sampleValue(value);
        if (sample !== undefined) out[key] = sample;
      }
      return out;
    }
    case 'array':
    case 'set':
      return [];
    case 'record': {
      // A record keyed by an enum must hold every key.
      const keys =
        def.keyType && defOf(def.keyType).type === 'enum'
          ? Object.values(defOf(def.keyType).entries ?? {})
          : [];
      return Object.fromEntries(keys.map((key) => [key, sampleValue(def.valueType as z.ZodType)]));
    }
    case 'map':
      return {};
    case 'tuple':
      return (def.items ?? []).map(sampleValue);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return def.options?.[0] ? sampleValue(def.options[0]) : undefined;
    case 'pipe':
      return def.out && defOf(def.out).type !== 'transform'
        ? sampleValue(def.out)
        : sampleValue(def.in as z.ZodType);
    case 'intersection':
      return {
        ...(sampleValue(def.left as z.ZodType) as object),
        ...(sampleValue(def.right as z.ZodType) as object),
      };
    case 'lazy':
      return def.getter ? sampleValue(def.getter()) : undefined;
    default:
      return undefined;
  }
}
