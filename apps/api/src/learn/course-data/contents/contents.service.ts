import { BadRequestException, Injectable } from '@nestjs/common';
import type { Content, Course } from '@app/database';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { ContentPath } from '../../common/path-params.js';
import type { CreateContentBody, UpdateContentBody } from './content-body.js';
import type { CONTENT_LIST } from './content-list.js';
import { ContentReferences } from './content-references.js';
import { CONTAINER_HANDLERS, presentContent, type ContentView } from './content-view.js';
import { ContentsRepository } from './contents.repository.js';

/**
 * The content tree of a course. Its hidden ROOT folder ("root" in paths) holds the top-level
 * items; it cannot be changed or deleted.
 */
@Injectable()
export class ContentsService {
  constructor(
    private readonly ids: PathIds,
    private readonly contents: ContentsRepository,
    private readonly references: ContentReferences,
  ) {}

  /** The folder's children, or with `recursive=true` everything beneath it, as the query filters them. */
  async children(path: ContentPath, list: ListQueryOf<typeof CONTENT_LIST>): Promise<ContentView[]> {
    const { course, content: folder } = await this.ids.courseContent(path);
    const rows = list.option('recursive')
      ? await this.contents.descendants(course.id, folder.id, list)
      : await this.contents.children(course.id, folder.id, list);
    return rows.map(presentContent);
  }

  async get(path: ContentPath): Promise<ContentView> {
    const { content } = await this.ids.courseContent(path);
    return presentContent(await this.contents.read(content.id));
  }

  /** A new content in the folder `path` names (`root` for the top level). */
  async create(path: ContentPath, body: CreateContentBody): Promise<ContentView> {
    const { course, content: folder } = await this.ids.courseContent(path);
    assertContainer(folder, path.contentId);
    const content = await this.contents.create(folder.id, body.position, {
      ...writableFields(body),
      title: body.title,
      courseId: course.id,
      contentHandlerId: body.contentHandler?.id,
    });
    return presentContent(content);
  }

  async update(path: ContentPath, body: UpdateContentBody): Promise<ContentView> {
    const { course, content } = await this.ids.courseContent(path);
    if (content.isRoot) throw new BadRequestException(`The ROOT folder of course ${course.courseId} cannot be changed`);
    const target = body.parentId === undefined ? null : await this.newParent(course, content, body.parentId);
    const moving = target !== null && target.id !== content.parentId;
    const repositioning = body.position !== undefined && body.position !== content.position;
    const placement =
      moving || repositioning
        ? { folderId: moving ? target.id : content.parentId!, position: body.position, keepPosition: !moving }
        : null;
    return presentContent(await this.contents.update(content, writableFields(body), placement));
  }

  /** With deleteGrades, the gradebook columns of the content and of its descendants go too. */
  async remove(path: ContentPath, deleteGrades: boolean): Promise<void> {
    const { course, content } = await this.ids.courseContent(path);
    if (content.isRoot) throw new BadRequestException(`The ROOT folder of course ${course.courseId} cannot be deleted`);
    await this.contents.delete(content, deleteGrades);
  }

  /** A folder of the same course that is neither the content itself nor beneath it. */
  private async newParent(course: Course, content: Content, rawParentId: string): Promise<Content> {
    const parent = await this.references.inCourse(course, rawParentId, 'parentId', { rootAllowed: true });
    assertContainer(parent, rawParentId);
    for (let node: Content | null = parent; node;) {
      if (node.id === content.id) {
        throw new BadRequestException(
          `parentId ${rawParentId}: a content cannot be moved into itself or beneath itself`,
        );
      }
      node = node.parentId === null ? null : await this.contents.find(node.parentId);
    }
    return parent;
  }
}

function assertContainer(folder: Content, rawId: string): void {
  if (!CONTAINER_HANDLERS.has(folder.contentHandlerId)) {
    throw new BadRequestException(`Content ${rawId} cannot have children: it is a ${folder.contentHandlerId}`);
  }
}

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
function writableFields(body: UpdateContentBody) {
  return {
    title: body.title,
    body: body.body,
    description: body.description,
    launchInNewWindow: body.launchInNewWindow,
    reviewable: body.reviewable,
    available: body.availability?.available,
    allowGuests: body.availability?.allowGuests,
    allowObservers: body.availability?.allowObservers,
  };
}
