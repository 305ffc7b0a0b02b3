import type { PrismaClient } from '@app/database';
import { PathIds } from '../common/path-ids.service.js';
import { LearnIdsRepository } from '../common/learn-ids.repository.js';
import { AvailabilityFactsLoader } from './availability-facts.loader.js';
import type { ContentAvailabilityView } from './availability-view.js';
import { AvailabilityRepository } from './availability.repository.js';
import { AvailabilityService } from './availability.service.js';

export interface AvailabilityReportQuery {
  /** Learn ids as the API reads them: `_<n>_1`, `externalId:...`, `userName:...`. */
  course: string;
  user: string;
  /** One content only; absent: every content of the course, in outline order. */
  content?: string;
  at: Date;
}

/** The availability service over a database, wired as AvailabilityModule wires it for the API. */
export function availabilityService(prisma: PrismaClient): AvailabilityService {
  return new AvailabilityService(
    new PathIds(new LearnIdsRepository(prisma)),
    new AvailabilityFactsLoader(new AvailabilityRepository(prisma)),
  );
}

/**
 * `pnpm cli availability`: what the availability endpoints answer, as text. One block per content:
 * `<contentId>  <title>  <summary>`, then one line per reason, `+` met or `-` not met.
 */
export async function availabilityReport(
  service: AvailabilityService,
  query: AvailabilityReportQuery,
): Promise<string> {
  const path = { courseId: query.course, userId: query.user };
  const views = query.content
    ? [await service.forContent({ ...path, contentId: query.content }, query.at)]
    : await service.forEveryContent(path, query.at);
  if (views.length === 0) return `No contents in course ${query.course}`;
  return views.map(describe).join('\n');
}

function describe(view: ContentAvailabilityView): string {
  const reasons = view.reasons.map((reason) => {
    const where = reason.contentId === view.contentId ? '' : ` (folder ${reason.contentId})`;
    return `  ${reason.met ? '+' : '-'} ${reason.type}${where}: ${reason.explanation}`;
  });
  return [`${view.contentId}\t${view.title}\t${view.summary}`, ...reasons].join('\n');
}
