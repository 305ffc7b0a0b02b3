import { Module } from '@nestjs/common';
import { ContentsModule } from './contents/contents.module.js';
import { CoursesModule } from './courses/courses.module.js';
import { GradebookModule } from './gradebook/gradebook.module.js';
import { GroupsModule } from './groups/groups.module.js';
import { MembershipsModule } from './memberships/memberships.module.js';
import { ReviewStatusModule } from './review-status/review-status.module.js';
import { UsersModule } from './users/users.module.js';

/** Learn course data the rules depend on: courses, contents, gradebook, users, memberships, groups. */
@Module({
  imports: [
    CoursesModule,
    ContentsModule,
    ReviewStatusModule,
    GradebookModule,
    UsersModule,
    MembershipsModule,
    GroupsModule,
  ],
})
export class CourseDataModule {}
