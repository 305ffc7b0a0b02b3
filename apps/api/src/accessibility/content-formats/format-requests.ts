import { BadRequestException, NotFoundException } from '@nestjs/common';
import { formatNamed, FORMATS, type FormatDefinition } from '@app/alternative-formats';

/** The format of the path, by name in any case; 404 naming it (and the formats there are) if unknown. */
export function formatOfPath(name: string): FormatDefinition {
  const format = formatNamed(name);
  if (!format) {
    throw new NotFoundException(`Unknown format "${name}": the formats are ${FORMATS.map((f) => f.name).join(', ')}`);
  }
  return format;
}

export interface FormatSwitches {
  available?: boolean;
  visibility?: boolean;
}

const KEYS = ['available', 'visibility'];

/** `{available?, visibility?}`, booleans, at least one; 400 naming what is wrong. */
export function formatSwitches(body: unknown): FormatSwitches {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException(
      'The body must be a JSON object: {"available": true|false, "visibility": true|false}',
    );
  }
  const entries = Object.entries(body);
  const unknown = entries.find(([key]) => !KEYS.includes(key));
  if (unknown) throw new BadRequestException(`Unknown field ${unknown[0]}: only available and visibility can be set`);
  const wrong = entries.find(([, value]) => typeof value !== 'boolean');
  if (wrong) throw new BadRequestException(`${wrong[0]} must be true or false`);
  if (entries.length === 0) throw new BadRequestException('Give available, visibility or both');
  return body as FormatSwitches;
}
