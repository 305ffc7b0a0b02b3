import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Content, Prisma } from '@app/database';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';
import { CONTENT_AVAILABLE, FOLDER_HANDLER } from './content-body.js';

/** Handlers whose items hold other items (folders, learning modules). */
export const CONTAINER_HANDLERS: ReadonlySet<string> = new Set([FOLDER_HANDLER, 'resource/x-bb-lesson']);

/** What a content read must include for the presenter. */
export const CONTENT_INCLUDE = { _count: { select: { columns: true } } } satisfies Prisma.ContentInclude;
export type ContentRow = Content & { _count: { columns: number } };

class ContentAvailabilitySettingsView {
  @ApiProperty({ enum: CONTENT_AVAILABLE, example: 'Yes' })
  available!: string;

  @ApiProperty({ example: true })
  allowGuests!: boolean;

  @ApiProperty({ example: true })
  allowObservers!: boolean;
}

class ContentHandlerView {
  @ApiProperty({ example: 'resource/x-bb-document' })
  id!: string;
}

/** A content item as Learn's Content (v1) shows it. */
export class ContentView {
  @ApiProperty({ example: '_32_1' })
  id!: string;

  @ApiPropertyOptional({ example: '_30_1', description: "The parent; for top-level items, the course's ROOT folder" })
  parentId?: string;

  @ApiProperty({ example: 'Week 1: Cells' })
  title!: string;

  @ApiPropertyOptional({ example: '<p>Read chapter 1.</p>' })
  body?: string;

  @ApiPropertyOptional({ example: 'The first week' })
  description?: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  created!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  modified!: string;

  @ApiProperty({ example: 0 })
  position!: number;

  @ApiProperty({ example: false, description: 'Whether the item may hold children (folders, learning modules)' })
  hasChildren!: boolean;

  @ApiProperty({ example: true })
  hasGradebookColumns!: boolean;

  @ApiProperty({ example: false })
  launchInNewWindow!: boolean;

  @ApiProperty({ example: true })
  reviewable!: boolean;

  @ApiProperty({ type: ContentAvailabilitySettingsView })
  availability!: ContentAvailabilitySettingsView;

  @ApiProperty({ type: ContentHandlerView })
  contentHandler!: ContentHandlerView;
}

export function presentContent(content: ContentRow): ContentView {
  return {
    id: toLearnId(content.id),
    parentId: content.parentId === null ? undefined : toLearnId(content.parentId),
    title: content.title,
    body: content.body ?? undefined,
    description: content.description ?? undefined,
    created: isoDate(content.created)!,
    modified: isoDate(content.modified)!,
    position: content.position,
    hasChildren: CONTAINER_HANDLERS.has(content.contentHandlerId),
    hasGradebookColumns: content._count.columns > 0,
    launchInNewWindow: content.launchInNewWindow,
    reviewable: content.reviewable,
    availability: {
      available: content.available,
      allowGuests: content.allowGuests,
      allowObservers: content.allowObservers,
    },
    contentHandler: { id: content.contentHandlerId },
  };
}
