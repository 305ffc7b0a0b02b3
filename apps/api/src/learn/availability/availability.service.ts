import { Injectable } from '@nestjs/common';
import { evaluate, type Availability, type CourseFacts } from '@app/adaptive-release';
import { toLearnId } from '../common/learn-ids.js';
import type { ListQueryOf } from '../common/list-query/list-query.decorator.js';
import type { Page } from '../common/paging.js';
import { PathIds } from '../common/path-ids.service.js';
import type { ContentUserPath, CourseUserPath } from '../common/path-params.js';
import type { COURSE_AVAILABILITY_LIST } from './availability-list.js';
import { AvailabilityFactsLoader } from './availability-facts.loader.js';
import type { ContentAvailabilityView } from './availability-view.js';

/** "Is this content available to this user at this time, and if not, why?" */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly ids: PathIds,
    private readonly loader: AvailabilityFactsLoader,
  ) {}

  async forContent(path: ContentUserPath, at: Date): Promise<ContentAvailabilityView> {
    // Both lookups at once; a wrong course or content is reported before a wrong user.
    const userLookup = this.ids.user(path.userId);
    userLookup.catch(() => {});
    const { course, content } = await this.ids.courseContent(path);
    const user = await userLookup;
    const facts = await this.loader.forContent(course, user, content.id);
    return presenter(facts, at)(content.id, evaluate(content.id, facts, at));
  }

  async forCourse(
    path: CourseUserPath,
    list: ListQueryOf<typeof COURSE_AVAILABILITY_LIST>,
  ): Promise<Page<ContentAvailabilityView>> {
    const { facts, order } = await this.courseOutline(path);
    const at = list.instant('at') ?? new Date();
    // Evaluation is in memory once the facts are loaded: a whole course fits in one page.
    const { window } = list;
    const memo = new Map<number, Availability>();
    const shown = presenter(facts, at);
    return list.page(order.slice(window.skip, window.skip + window.take), (id) =>
      shown(id, evaluate(id, facts, at, memo)),
    );
  }

  /** Every content of the course, in outline order, with its availability at `at` (the CLI's report). */
  async forEveryContent(path: CourseUserPath, at: Date): Promise<ContentAvailabilityView[]> {
    const { facts, order } = await this.courseOutline(path);
    const memo = new Map<number, Availability>();
    const shown = presenter(facts, at);
    return order.map((id) => shown(id, evaluate(id, facts, at, memo)));
  }

  private async courseOutline(path: CourseUserPath): Promise<{ facts: CourseFacts; order: number[] }> {
    const course = await this.ids.course(path.courseId);
    const facts = await this.loader.forCourse(course, await this.ids.user(path.userId));
    return { facts, order: outline(facts) };
  }
}

/** Presents a content's availability for one user at one time (what every content shares, made once). */
function presenter(facts: CourseFacts, at: Date): (id: number, availability: Availability) => ContentAvailabilityView {
  const userId = toLearnId(facts.userId);
  const evaluatedAt = at.toISOString();
  return (id, availability) => ({
    contentId: availability.contentId,
    title: facts.contents.get(id)!.title,
    userId,
    evaluatedAt,
    available: availability.available,
    summary: availability.summary,
    reasons: availability.reasons,
  });
}

/** The course's contents in outline order: depth first, by position, the ROOT folder left out. */
function outline(facts: CourseFacts): number[] {
  const children = new Map<number | null, number[]>();
  const sorted = [...facts.contents.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const content of sorted) {
    const siblings = children.get(content.parentId);
    if (siblings) siblings.push(content.id);
    else children.set(content.parentId, [content.id]);
  }
  const roots = sorted.filter((content) => content.isRoot || content.parentId === null).map((content) => content.id);
  const order: number[] = [];
  const visit = (id: number) => {
    if (!facts.contents.get(id)!.isRoot) order.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  roots.forEach(visit);
  return order;
}
