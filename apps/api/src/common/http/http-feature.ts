import type { DocumentBuilder, OpenAPIObject } from '@nestjs/swagger';

/** An error of a feature's domain as an answer; undefined when the error is not one of its own. */
export type DomainErrorMapper = (error: unknown) => { status: number; message: string } | undefined;

/**
 * What a feature adds to the shared HTTP set-up, which knows no feature: the app
 * (app/create-app.ts) hands every feature's contribution to the error filter and to OpenAPI.
 */
export interface HttpFeature {
  /** Its domain errors (refusals of its rules) as 4xx answers. */
  domainErrors?: DomainErrorMapper;
  /** Its security schemes, added to the document's configuration. */
  configureOpenApi?(builder: DocumentBuilder): DocumentBuilder;
  /** Changes to the generated document (e.g. the entitlements of each operation). */
  describeOpenApi?(document: OpenAPIObject): void;
}
