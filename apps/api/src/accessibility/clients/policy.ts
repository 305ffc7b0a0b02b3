/**
 * What a token allows: the actions of the hosted service, granted by the token's optional
 * `policy.statements` ([{resource, actions}]). Patterns match colon-separated segments one for
 * one, `*` standing for any one segment: `content:*` covers `content:upload` but not
 * `content:getDetails:withFeedback`, which needs `content:*:*` or its own name.
 */
export const ACTIONS = {
  upload: 'content:upload',
  getStatus: 'content:getStatus',
  getDetails: 'content:getDetails',
  withFeedback: 'content:getDetails:withFeedback',
  withFormats: 'content:getDetails:withFormats',
  /** The hosted service's name for downloading a format; content:getDetails:withFormats grants it too. */
  getFormat: 'content:getFormat',
  /** The corrected copy of a file and its list of changes (issue 30); `content:*` grants it. */
  getRemediation: 'content:getRemediation',
  /** Switching a file's alternative formats on or off (`available`, `visibility`). */
  toggleFormats: 'content:formats:toggle',
  /** Registering, listing and deleting the client's webhooks and reading their deliveries, on WEBHOOKS_RESOURCE. */
  manageWebhooks: 'webhooks:manage',
} as const;
export type Action = (typeof ACTIONS)[keyof typeof ACTIONS];

/** A token without a policy may upload, read statuses and read details (without feedback or formats). */
const WITHOUT_POLICY: ReadonlySet<string> = new Set([ACTIONS.upload, ACTIONS.getStatus, ACTIONS.getDetails]);

export const resourceOf = (hash: string): string => `content:${hash}`;

/** The resource webhooks:manage is granted on: the client's webhooks, all of them. */
export const WEBHOOKS_RESOURCE = 'webhooks:*';

export class PolicyError extends Error {}

interface Statement {
  resource: string;
  actions: string[];
}

export class Policy {
  private constructor(private readonly statements: Statement[] | null) {}

  /** The grants of a token's `policy` claim (undefined: no policy). Throws PolicyError if malformed. */
  static of(claim: unknown): Policy {
    if (claim === undefined) return new Policy(null);
    const statements = (claim as { statements?: unknown } | null)?.statements;
    if (typeof claim !== 'object' || claim === null || !Array.isArray(statements)) {
      throw new PolicyError('policy must be an object with a statements array');
    }
    return new Policy(
      statements.map((statement, i) => {
        const { resource, actions } = (statement ?? {}) as { resource?: unknown; actions?: unknown };
        const list = typeof actions === 'string' ? [actions] : actions;
        if (typeof resource !== 'string' || !Array.isArray(list) || !list.every((a) => typeof a === 'string')) {
          throw new PolicyError(`policy.statements[${i}] must be {resource: string, actions: string[]}`);
        }
        return { resource, actions: list as string[] };
      }),
    );
  }

  /** Whether `action` is granted on `resource`. */
  grants(action: Action, resource: string): boolean {
    if (!this.statements) return WITHOUT_POLICY.has(action);
    return this.statements.some(
      (s) => matches(s.resource, resource) && s.actions.some((pattern) => matches(pattern, action)),
    );
  }

  /** Whether `action` is granted on some resource (before the resource is known: an upload's hash). */
  grantsSomewhere(action: Action): boolean {
    if (!this.statements) return WITHOUT_POLICY.has(action);
    return this.statements.some((s) => s.actions.some((pattern) => matches(pattern, action)));
  }
}

export function matches(pattern: string, value: string): boolean {
  const patternSegments = pattern.split(':');
  const valueSegments = value.split(':');
  return (
    patternSegments.length === valueSegments.length &&
    patternSegments.every((segment, i) => segment === '*' || segment === valueSegments[i])
  );
}
