import { Module } from '@nestjs/common';

/** Learn course data the rules depend on: courses, contents, gradebook, users, memberships, groups. */
@Module({ imports: [] })
export class CourseDataModule {}
