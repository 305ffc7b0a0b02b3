import { ApiProperty } from '@nestjs/swagger';

/** The one error body of the service, as Learn's REST API shapes it. */
export class ErrorResponse {
  @ApiProperty({ example: 404, description: 'The HTTP status, repeated' })
  status!: number;

  @ApiProperty({ example: 'Cannot GET /nowhere', description: 'What went wrong, for a person' })
  message!: string;

  @ApiProperty({
    example: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    description: 'The request id (also in the X-Request-Id header); quote it when reporting a problem',
  })
  extraInfo!: string;
}
