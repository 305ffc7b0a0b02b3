import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORMAT_NAMES, FORMATS } from '@app/alternative-formats';
import type { ContentFormats } from '@app/content-contract';

// OpenAPI shapes of the alternative formats' routes (documentation only), from the formats' own metadata.

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** One line per format: what it is, what it is made from, its type: kept equal to the producers by construction. */
export const FORMATS_TABLE = FORMATS.map(
  (format) =>
    `${format.name}: ${format.description}; from ${format.fileTypes.join(', ')} files; ${format.contentType}, .${format.extension}` +
    (format.supportsLanguage ? ' (only in the languages its tool has)' : ''),
).join('. ');

export class FormatsDoc implements ContentFormats {
  @ApiProperty({
    enum: FORMAT_NAMES,
    isArray: true,
    example: ['Beeline', 'Tts', 'Epub', 'Braille', 'Html'],
    description:
      'The alternative formats this file can be turned into: those made from its kind of file, less Tts when ' +
      "espeak-ng has no voice for the document's language and Braille when liblouis has no table for it (the " +
      'language declared, else detected; unknown: English). ' +
      FORMATS_TABLE,
  })
  availableFormats!: string[];

  @ApiProperty({
    example: false,
    description:
      'Whether this token may change `available` and `visibility` (it grants content:formats:toggle on the file)',
  })
  canToggleAvailability!: boolean;

  @ApiProperty({
    example: true,
    description:
      "The instructor's switch: the file's alternative formats are offered (true by default). False: none can be " +
      'downloaded (404), whatever the token',
  })
  available!: boolean;

  @ApiProperty({
    example: true,
    description:
      "The instructor's switch: the alternative formats are shown to students (true by default). A hint for the " +
      "client's interface; downloads do not depend on it",
  })
  visibility!: boolean;
}

export class FormatSwitchesDoc {
  @ApiPropertyOptional({ example: false, description: 'Offer the alternative formats of this file' })
  available?: boolean;

  @ApiPropertyOptional({ example: true, description: 'Show them to students' })
  visibility?: boolean;
}

export class FormatStatusDoc {
  @ApiProperty({ example: HASH })
  hash!: string;

  @ApiProperty({ enum: FORMAT_NAMES, example: 'Tts' })
  format!: string;

  @ApiProperty({
    enum: ['pending', 'inprogress', 'failed'],
    example: 'pending',
    description:
      'pending: queued; inprogress: being made; failed: it cannot be made from this file (see `error`). Ask again ' +
      'after Retry-After seconds: once made, the same request answers 200 with the file',
  })
  status!: string;

  @ApiProperty({ example: `/api/v2/clients/7/content/${HASH}/formats/Tts`, description: 'This path, to ask again' })
  formatUrl!: string;

  @ApiPropertyOptional({
    example: "espeak-ng has no voice for the document's language (xh)",
    description: 'Only when failed: why, for a person',
  })
  error?: string;
}
