import { propertiesOf, type Resolve, type Schema } from './openapi-schema.js';

/** A number in a request body: where it is (`[]` for an array's items) and how it is documented. */
export interface NumericField {
  path: string[];
  schema: Schema;
}

/** `body.availability.duration.daysOfUse`. */
export const fieldName = (field: NumericField): string =>
  `body${field.path.map((step) => (step === '[]' ? step : `.${step}`)).join('')}`;

/** Whether the document gives the number its type and both bounds. */
export const isDocumented = ({ schema }: NumericField): boolean =>
  (schema.type === 'integer' || schema.type === 'number') &&
  schema.minimum !== undefined &&
  schema.maximum !== undefined;

const MAX_DEPTH = 8;

/**
 * Every number of a body schema: the properties typed integer or number, and those whose example is
 * a number — a `number | null` property whose type says nothing else is a number all the same.
 */
export function numericFields(schema: Schema, resolve: Resolve, path: string[] = []): NumericField[] {
  const resolved = resolve(schema);
  if (path.length > MAX_DEPTH) return [];
  if (resolved.type === 'array') return numericFields(resolved.items ?? {}, resolve, [...path, '[]']);
  const properties = Object.entries(propertiesOf(resolved, resolve));
  if (properties.length > 0) return properties.flatMap(([name, p]) => numericFields(p, resolve, [...path, name]));
  const numeric = resolved.type === 'integer' || resolved.type === 'number' || typeof resolved.example === 'number';
  return numeric ? [{ path, schema: resolved }] : [];
}

/** Stands for the number until the JSON is text, so that 2^53+1 is sent as written, not rounded. */
const MARKER = '<hostile number>';

/**
 * JSON bodies of `root`'s shape with `number` (JSON text) at the field: the smallest such body
 * (required properties as their examples, properties named in `ids` as those real ids), and one
 * more for each value of each enum beside the field — so that a number that only counts under a
 * type (daysOfUse under FixedNumDays, displayOrder for an Instructor) is sent where it counts.
 */
export function bodiesWith(
  root: Schema,
  field: NumericField,
  number: string,
  resolve: Resolve,
  ids: Record<string, string>,
): string[] {
  const fill = new Filler(resolve, ids);
  const container = field.path.slice(0, -1).reduce((schema, step) => fill.child(schema, step), root);
  return fill
    .siblingVariants(container, field.path.at(-1)!)
    .map((siblings) => JSON.stringify(fill.bodyAt(root, field.path, siblings)).replace(`"${MARKER}"`, number));
}

/** Builds the bodies: the schema walk, with the document's `$ref`s and the world's ids at hand. */
class Filler {
  constructor(
    private readonly resolve: Resolve,
    private readonly ids: Record<string, string>,
  ) {}

  child(schema: Schema, step: string): Schema {
    const resolved = this.resolve(schema);
    return (step === '[]' ? resolved.items : propertiesOf(resolved, this.resolve)[step]) ?? {};
  }

  /** `{}`, then `{type: 'DateRange'}`, `{type: 'FixedNumDays'}`... for each enum beside `name`. */
  siblingVariants(container: Schema, name: string): Record<string, unknown>[] {
    if (name === '[]') return [{}];
    const beside = Object.entries(propertiesOf(container, this.resolve)).filter(([other]) => other !== name);
    return [{}, ...beside.flatMap(([other, p]) => (this.resolve(p).enum ?? []).map((value) => ({ [other]: value })))];
  }

  bodyAt(schema: Schema, path: string[], siblings: Record<string, unknown>): unknown {
    if (path.length === 0) return MARKER;
    const [step, ...rest] = path as [string, ...string[]];
    const inner = this.bodyAt(this.child(schema, step), rest, siblings);
    if (step === '[]') return [inner];
    return this.objectOf(schema, { ...(rest.length === 0 && siblings), [step]: inner });
  }

  /** An object of `schema`: its required properties and the ones `ids` names, then `set`. */
  private objectOf(schema: Schema, set: Record<string, unknown>): Record<string, unknown> {
    const required = this.resolve(schema).required ?? [];
    const entries = Object.entries(propertiesOf(schema, this.resolve)).flatMap(([name, p]) => {
      if (name in this.ids) return [[name, this.ids[name]]];
      return required.includes(name) ? [[name, this.sampleOf(p)]] : [];
    });
    return { ...Object.fromEntries(entries), ...set };
  }

  private sampleOf(schema: Schema): unknown {
    const resolved = this.resolve(schema);
    if (resolved.example !== undefined) return resolved.example;
    if (resolved.enum) return resolved.enum[0];
    if (resolved.type === 'array') return [];
    if (resolved.type === 'boolean') return true;
    if (resolved.type === 'integer' || resolved.type === 'number') return 1;
    return Object.keys(propertiesOf(resolved, this.resolve)).length > 0 ? this.objectOf(resolved, {}) : 'x';
  }
}
