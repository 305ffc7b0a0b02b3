import type { Prisma } from '@app/database';
import type { ListSpec } from '../../common/list-query/list-spec.js';
import { createdAndModified, INCLUDE_PERMISSIONS } from '../../common/list-query/shared-params.js';

/** GET .../contents and GET .../contents/{contentId}/children, as Learn's swagger documents their query. */
export const CONTENT_LIST: ListSpec<Prisma.ContentWhereInput, Prisma.ContentOrderByWithRelationInput> = {
  noun: 'contents',
  params: {
    recursive: {
      kind: 'option',
      default: false,
      description:
        'true: every descendant of the folder, depth first (each item, then its children in position order); false: its children only',
    },
    title: { kind: 'text', target: 'title', compare: 'contains', description: 'Contents whose title contains this' },
    contentHandler: {
      kind: 'value',
      target: 'contentHandlerId',
      example: 'resource/x-bb-document',
      description: 'Contents with exactly this contentHandler.id',
    },
    ...createdAndModified('Contents'),
    reviewable: {
      kind: 'flag',
      target: 'reviewable',
      description: 'Contents that are (true) or are not (false) reviewable',
    },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  order: [{ position: 'asc' }, { id: 'asc' }],
};
