/** The parts of the served OpenAPI document the hostile-input tests read. */

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
}
export interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export type Resolve = (schema: Schema) => Schema;

/** Follows `$ref`s into the document's components. */
export const resolverOf = (openapi: OpenApi): Resolve => {
  const resolve: Resolve = (schema) =>
    schema.$ref ? resolve(openapi.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
  return resolve;
};

/** An object schema's properties, those of its allOf parts included. */
export function propertiesOf(schema: Schema, resolve: Resolve): Record<string, Schema> {
  const resolved = resolve(schema);
  return Object.assign({}, ...(resolved.allOf ?? []).map((part) => propertiesOf(part, resolve)), resolved.properties);
}
