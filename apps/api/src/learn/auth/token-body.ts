import { ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The form body of a token request, for the OpenAPI document: the controller reads the body as
 * it comes, since grant_type may be in the query string instead.
 */
export class TokenBody {
  @ApiPropertyOptional({
    example: 'client_credentials',
    enum: ['client_credentials'],
    description: 'Here or in the query string',
  })
  grant_type?: string;
}
