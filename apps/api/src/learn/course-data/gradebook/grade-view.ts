import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Grade, GradebookColumn } from '@app/database';
import { toLearnId } from '../../common/learn-ids.js';

class DisplayGradeView {
  @ApiProperty({ enum: ['Score', 'Text'], example: 'Score' })
  scaleType!: string;

  @ApiPropertyOptional({ example: 87.5 })
  score?: number;

  @ApiPropertyOptional({ example: 100 })
  possible?: number;

  @ApiPropertyOptional({ example: 'B+' })
  text?: string;
}

/** A user's grade in a column as Learn's GradeV2 shows it; without a grade, only the two ids. */
export class GradeView {
  @ApiProperty({ example: '_7_1' })
  userId!: string;

  @ApiProperty({ example: '_55_1' })
  columnId!: string;

  @ApiPropertyOptional({ enum: ['Graded', 'NeedsGrading'], example: 'Graded' })
  status?: string;

  @ApiPropertyOptional({ type: DisplayGradeView })
  displayGrade?: DisplayGradeView;

  @ApiPropertyOptional({ example: 'B+' })
  text?: string;

  @ApiPropertyOptional({ example: 87.5 })
  score?: number;

  @ApiPropertyOptional({ example: 'Late by a day' })
  notes?: string;

  @ApiPropertyOptional({ example: 'Well argued.' })
  feedback?: string;

  @ApiPropertyOptional({ example: false })
  exempt?: boolean;
}

export function presentGrade(column: GradebookColumn, userId: number, grade: Grade | null): GradeView {
  const ids = { userId: toLearnId(userId), columnId: toLearnId(column.id) };
  if (!grade) return ids;
  return {
    ...ids,
    status: grade.status,
    displayGrade: displayGrade(column, grade),
    text: grade.text ?? undefined,
    score: grade.score ?? undefined,
    notes: grade.notes ?? undefined,
    feedback: grade.feedback ?? undefined,
    exempt: grade.exempt,
  };
}

function displayGrade(column: GradebookColumn, grade: Grade): DisplayGradeView | undefined {
  if (grade.score !== null) {
    return { scaleType: 'Score', score: grade.score, possible: column.scorePossible ?? undefined };
  }
  return grade.text === null ? undefined : { scaleType: 'Text', text: grade.text };
}
