import { ApiProperty } from '@nestjs/swagger';
import { CHECK_NAMES } from '@app/analysis';

// OpenAPI shapes of the corrected copy's routes (documentation only); the shapes are @app/remediation's.

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const PATH = `/api/v2/clients/7/content/${HASH}`;

export class ChangeLocationDoc {
  @ApiProperty({
    required: false,
    example: 1,
    description: 'The page of the preview (1 first), as the snippets give it',
  })
  page?: number;

  @ApiProperty({ required: false, example: 72, description: 'The box on that page, PDF points from the top left' })
  x0?: number;

  @ApiProperty({ required: false, example: 90 })
  y0?: number;

  @ApiProperty({ required: false, example: 300 })
  x1?: number;

  @ApiProperty({ required: false, example: 110 })
  y1?: number;

  @ApiProperty({ required: false, example: 'body > h3:nth-of-type(1)', description: 'HTML: the element' })
  selector?: string;

  @ApiProperty({ required: false, description: 'HTML, on Contrast: the colours and the ratio, as the snippet says' })
  message?: string;

  @ApiProperty({ required: false, example: 'word/document.xml', description: 'A package: the part edited' })
  part?: string;

  @ApiProperty({ required: false, example: 'w:p[3]', description: 'A package: the element edited in it' })
  element?: string;
}

export class ChangeDoc {
  @ApiProperty({ enum: CHECK_NAMES, example: 'HeadingsSequential', description: 'The check the change fixes' })
  check!: string;

  @ApiProperty({ example: 'renumbered the heading', description: 'What was done, in a few words' })
  action!: string;

  @ApiProperty({ type: ChangeLocationDoc })
  location!: ChangeLocationDoc;

  @ApiProperty({ type: String, nullable: true, example: 'Heading 3', description: 'What was there (null: nothing)' })
  before!: string | null;

  @ApiProperty({ example: 'Heading 2', description: 'What is there now' })
  after!: string;

  @ApiProperty({
    example: false,
    description: 'A person should look at it: the service chose the words (a title, a text alternative from a caption)',
  })
  needsReview!: boolean;
}

export class LeftForPersonDoc {
  @ApiProperty({ enum: CHECK_NAMES, example: 'AlternativeText' })
  check!: string;

  @ApiProperty({ type: ChangeLocationDoc })
  location!: ChangeLocationDoc;

  @ApiProperty({ example: 'A picture without a caption: nothing is invented', description: 'Why it was not fixed' })
  reason!: string;
}

export class RemediationDoc {
  @ApiProperty({ example: HASH })
  hash!: string;

  @ApiProperty({ enum: ['success'], example: 'success' })
  status!: string;

  @ApiProperty({
    example: 'syllabus-fixed.docx',
    description: "The corrected copy's download name: `<name>-fixed.<ext>`",
  })
  fileName!: string;

  @ApiProperty({ type: [ChangeDoc], description: 'Every change made to the copy; nothing else changed' })
  changes!: ChangeDoc[];

  @ApiProperty({ type: [LeftForPersonDoc], description: 'The failures still in the copy, and why they were left' })
  leftForPerson!: LeftForPersonDoc[];

  @ApiProperty({ example: 0.62, description: "The file's score, as the engine analyses it" })
  scoreBefore!: number;

  @ApiProperty({ example: 0.91, description: "The copy's score, analysed again by the same engine" })
  scoreAfter!: number;

  @ApiProperty({ example: `${PATH}/remediation/file`, description: 'Where the corrected file is downloaded' })
  fileUrl!: string;
}

export class RemediationStatusDoc {
  @ApiProperty({ example: HASH })
  hash!: string;

  @ApiProperty({
    enum: ['pending', 'inprogress'],
    example: 'pending',
    description: 'pending: queued; inprogress: being made. Ask again after Retry-After seconds',
  })
  status!: string;

  @ApiProperty({ example: `${PATH}/remediation`, description: 'This path, to ask again' })
  remediationUrl!: string;
}

/** What the 409s say, for both routes. */
export const REMEDIATION_CONFLICT =
  'The file cannot be remediated, the reason first in the message: its type (unsupportedType: images, legacy ' +
  'formats), encrypted, signed or macros (a copy would break or carry them), notAnalysed (the engine refused the ' +
  'file), or failed (a bound hit); or its analysis has not succeeded (pending, inprogress or failed)';
