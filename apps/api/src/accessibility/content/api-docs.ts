import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { CHECKS } from '@app/analysis';
import {
  CONTENT_STATUSES,
  VISIBILITIES,
  type AnalysisProgress,
  type CheckName,
  type CheckResult,
  type ContentDetails,
  type ContentMetadata,
  type ContentStatus,
  type Feedback,
  type FeedbackReport,
  type NotAnalysed,
  type PageRange,
  type Snippet,
  type StageProgress,
  type StatusRecord,
  type Unjudged,
  type Visibility,
} from '@app/content-contract';
import { nullableRef } from '../../common/http/nullable-ref.js';
import { FormatsDoc } from '../content-formats/api-docs.js';

// OpenAPI shapes of the accessibility API's responses (documentation only: the services build
// plain objects, see content-views.ts). Each implements its wire type (@app/content-contract), so
// that the document cannot drift from what is sent.

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const BASE = `/api/v2/clients/7/content/${HASH}`;

export class StageProgressDoc implements StageProgress {
  @ApiProperty({ example: 240, description: 'Pages of this stage done so far' })
  done!: number;

  @ApiProperty({
    example: 1000,
    description: 'Pages this stage will do at most (may grow once for ocr, when a sample shows more to read)',
  })
  total!: number;
}

export class AnalysisProgressDoc implements AnalysisProgress {
  @ApiPropertyOptional({
    type: StageProgressDoc,
    description:
      'Pages read (text, structure, the render for Contrast); for an Office or HTML file, of its PDF preview',
  })
  pages?: StageProgressDoc;

  @ApiPropertyOptional({
    type: StageProgressDoc,
    description: 'Pages that look scanned, read by OCR; absent until OCR begins (most files need none)',
  })
  ocr?: StageProgressDoc;
}

export class StatusRecordDoc implements StatusRecord {
  @ApiProperty({ example: HASH, description: 'Content hash: SHA-256 of the file, lowercase hex' })
  hash!: string;

  @ApiProperty({
    enum: [...CONTENT_STATUSES],
    example: 'pending',
    description:
      'pending: queued; inprogress: being analysed; success: feedback is ready; failed: it cannot be ' +
      'produced (see `error`). A file ends in success or failed; a stopped worker does not leave it ' +
      'inprogress (its job runs again). A failed file is analysed again when uploaded again or retried ' +
      '(POST .../{contentHash}/retry)',
  })
  status!: ContentStatus;

  @ApiProperty({ example: `${BASE}/status`, description: 'Path to poll for the status' })
  statusUrl!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Path of the feedback and metadata once the status is success; null before (and when failed)',
  })
  resourceUrl!: string | null;

  @ApiPropertyOptional({
    example: 'The PDF is encrypted with a password',
    description: 'Only when failed: why, for a person',
  })
  error?: string;

  @ApiPropertyOptional({
    type: AnalysisProgressDoc,
    example: { pages: { done: 240, total: 1000 }, ocr: { done: 3, total: 5 } },
    description:
      'Only while inprogress, for a long analysis: how far it has got, per stage (a stage appears once it ' +
      'has begun). Updated every few seconds, first after about 2 s (a quick analysis never shows it); ' +
      'absent once the file leaves inprogress. It starts over when the analysis is attempted again',
  })
  progress?: AnalysisProgressDoc;
}

export class SnippetDoc implements Snippet {
  @ApiProperty({ example: 0, description: 'Page of the PDF preview, zero-based' })
  page!: number;

  @ApiProperty({ example: 72, description: 'Left edge, in PDF points from the left of the page' })
  x0!: number;

  @ApiProperty({ example: 96.5, description: 'Top edge, in PDF points from the top of the page' })
  y0!: number;

  @ApiProperty({ example: 540, description: 'Right edge, in PDF points from the left of the page' })
  x1!: number;

  @ApiProperty({ example: 380, description: 'Bottom edge, in PDF points from the top of the page' })
  y1!: number;

  @ApiPropertyOptional({
    example: 'body > main > p:nth-of-type(2)',
    description:
      'HTML only: the CSS selector of the element (`#id` when unique, else a child path; an element in a ' +
      "shadow root is its host's selector, ` >>> `, and its selector in the root); the box is where " +
      'the element is on the PDF preview (all 0 when no preview could be made)',
  })
  selector?: string;

  @ApiPropertyOptional({
    example: 'Text #767676 on #999999 (its text-shadow halo): 1.59:1, needs 4.5:1',
    description: 'HTML only, on Contrast: the text colour and the background it was judged against, and the ratio',
  })
  message?: string;
}

export class CheckResultDoc implements CheckResult {
  @ApiProperty({ example: 0.5, description: '0..1 (0 or 1 for pass/fail checks such as Title, Tagged, Scanned)' })
  score!: number;

  @ApiPropertyOptional({
    type: [SnippetDoc],
    description: 'Areas of the PDF preview that hold an issue; may be empty',
    example: [{ page: 0, x0: 72, y0: 96.5, x1: 540, y1: 380 }],
  })
  snippets?: SnippetDoc[];

  @ApiPropertyOptional({ example: 'en', description: 'Only on LanguageCorrect: the language the text is in' })
  detectedLanguage?: string;
}

/** From the engine's check definitions, so the document cannot drift from what is judged. */
const CHECK_LIST =
  'Checks (severity; file types they apply to): ' +
  CHECKS.map((check) => `${check.name} (${check.severity}; ${check.appliesTo.join(', ')})`).join('; ') +
  '. A check that does not apply to a file, or to this document (no tables, too little text...), is absent.';

@ApiExtraModels(CheckResultDoc)
export class NotAnalysedDoc implements NotAnalysed {
  @ApiProperty({ enum: ['externalReference'], example: 'externalReference' })
  reason!: NotAnalysed['reason'];

  @ApiProperty({ example: 'word/_rels/document.xml.rels', description: 'The part of the file that holds the link' })
  part!: string;

  @ApiProperty({
    example: 'http://intranet.example/logo.png',
    description: 'Where it points, as written (≤ 300 characters)',
  })
  target!: string;
}

export class NotJudgedPagesDoc implements PageRange {
  @ApiProperty({ example: 2001, description: 'First page not read, 1-based' })
  from!: number;

  @ApiProperty({ example: 2500, description: 'Last page not read, 1-based' })
  to!: number;
}

/** Either kind of entry (a check, or pages), documented as one object with the fields of both. */
export class NotJudgedDoc {
  @ApiPropertyOptional({ example: 'Scanned', description: 'The check left out (absent on a `pages` entry)' })
  check?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['body > main > p:nth-of-type(4)'],
    description:
      'Only some elements of the check were left out (HTML Contrast: text whose shadow leaves its verdict open; at ' +
      'most 20 CSS selectors): the check is judged on the rest and stays in `results`',
  })
  elements?: string[];

  @ApiPropertyOptional({
    type: NotJudgedPagesDoc,
    description: 'Pages past the page limit (2,000), which no result covers (absent on a `check` entry)',
  })
  pages?: NotJudgedPagesDoc;

  @ApiProperty({
    example:
      'OCR read 300 of the 340 pages that look scanned (its ceiling is 300) and found no picture of text on them',
  })
  reason!: string;
}

export class FeedbackReportDoc implements FeedbackReport {
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(CheckResultDoc) },
    description: `Check name → result. ${CHECK_LIST}`,
    example: {
      Tagged: { score: 1 },
      AlternativeText: { score: 0, snippets: [{ page: 0, x0: 72, y0: 96.5, x1: 540, y1: 380 }] },
      Contrast: { score: 0.75, snippets: [{ page: 1, x0: 56, y0: 700, x1: 300, y1: 716 }] },
      Title: { score: 1 },
      LanguagePresence: { score: 1 },
      LanguageCorrect: { score: 1, detectedLanguage: 'en' },
    },
  })
  results!: Partial<Record<CheckName, CheckResultDoc>>;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: "Check name → the whole file's score if that one check were fixed; only checks that would raise it",
    example: { AlternativeText: 0.617, Contrast: 0.5 },
  })
  suggestions!: Partial<Record<CheckName, number>>;

  @ApiPropertyOptional({
    type: [NotAnalysedDoc],
    description:
      'Our addition, absent when empty: what the file links to outside itself and was therefore not analysed ' +
      '(linked pictures and objects, templates, linked fields and sections; never fetched). At most 50.',
  })
  notAnalysed?: NotAnalysedDoc[];

  @ApiPropertyOptional({
    type: [NotJudgedDoc],
    description:
      'Our addition, absent when empty: checks that apply but whose stage reached its work ceiling undecided ' +
      '(OCR for Scanned), or, for HTML, that need the browser when it could not judge the page or is not ' +
      'installed (then only Title and LanguagePresence are judged, from the markup); they are not in `results` ' +
      'and do not count in `score`, and `reason` says how far the stage got. And pages past the page limit ' +
      '(`pages`), judged by no check. Bounds count work, not time: the same file gets the same entries.',
  })
  notJudged?: Unjudged[];
}

export class FeedbackDoc implements Feedback {
  @ApiProperty({ example: 0.429, description: 'Overall score, 0..1, weighted by the severity of the issues' })
  score!: number;

  @ApiProperty({
    enum: [...VISIBILITIES],
    example: 'medium',
    description: 'The band of score × 100: 0–33 low, 34–66 medium, 67–99 high, 100 perfect',
  })
  visibility!: Visibility;

  @ApiProperty({ type: FeedbackReportDoc })
  report!: FeedbackReportDoc;
}

export class MetadataDoc implements ContentMetadata {
  @ApiProperty({ enum: ['pdf', 'document', 'presentation', 'spreadsheet', 'html', 'image'], example: 'pdf' })
  fileType!: string;

  @ApiProperty({ example: 'application/pdf', description: 'Detected from the bytes, not taken from the upload' })
  mimeType!: string;

  @ApiProperty({ example: false, description: 'Always false: documents have no versions here' })
  isVersioned!: boolean;

  @ApiProperty({ example: false, description: 'Whether the file may trigger seizures (flashing content)' })
  isSeizureInducing!: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description:
      'Pages of the PDF (for an Office or HTML file, of its PDF preview: GET .../preview); null until analysed, and for images',
  })
  pageCount!: number | null;

  @ApiProperty({ example: 482113, description: 'Bytes' })
  size!: number;
}

@ApiExtraModels(FeedbackDoc, FormatsDoc)
export class ContentDetailsDoc implements ContentDetails {
  @ApiProperty({ example: HASH })
  hash!: string;

  @ApiProperty({
    ...nullableRef(FeedbackDoc),
    description:
      'Only with feedback=true, a token granting content:getDetails:withFeedback, and status success; else null',
  })
  feedback!: FeedbackDoc | null;

  @ApiProperty({
    ...nullableRef(FormatsDoc),
    description: 'Only with formats=true and a token granting content:getDetails:withFormats; else null',
  })
  formats!: FormatsDoc | null;

  @ApiProperty({ type: MetadataDoc })
  metadata!: MetadataDoc;
}

export class BatchReferenceDoc {
  @ApiProperty({ example: HASH })
  hash!: string;
}

export class BatchRequestDoc {
  @ApiProperty({ type: [BatchReferenceDoc], description: 'At most A11Y_BATCH_MAX_REFERENCES (100 by default)' })
  references!: BatchReferenceDoc[];
}

@ApiExtraModels(ContentDetailsDoc)
export class BatchResponseDoc {
  @ApiProperty({
    type: 'array',
    items: nullableRef(ContentDetailsDoc),
    description:
      'One entry per reference, in the order submitted; null where nothing can be retrieved (an unknown ' +
      "hash, another client's, a file not processed successfully, or one the token does not grant)",
    example: [
      {
        hash: HASH,
        feedback: null,
        formats: null,
        metadata: {
          fileType: 'pdf',
          mimeType: 'application/pdf',
          isVersioned: false,
          isSeizureInducing: false,
          pageCount: 12,
          size: 482113,
        },
      },
      null,
    ],
  })
  reports!: (ContentDetailsDoc | null)[];
}
