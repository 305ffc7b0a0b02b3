import { ApiProperty } from '@nestjs/swagger';

export class TokenView {
  @ApiProperty({ example: 'dC1hYmMxMjM...' })
  access_token!: string;

  @ApiProperty({ example: 'bearer' })
  token_type!: 'bearer';

  @ApiProperty({ example: 3600, description: 'Seconds until the token expires' })
  expires_in!: number;
}

export function presentToken(issued: { token: string; expiresIn: number }): TokenView {
  return { access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn };
}
