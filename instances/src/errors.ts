/** One broken rule: the file (as shown to the reader), the JSON pointer inside it and the rule. */
export interface InstanceIssue {
  file: string;
  pointer: string;
  rule: string;
}

export const formatIssue = (issue: InstanceIssue): string =>
  `${issue.file}: ${issue.pointer || '/'} ${issue.rule}`;

/** Thrown when one or more instance folders break the schema or a cross-field rule; lists every issue. */
export class InstanceConfigError extends Error {
  override readonly name = 'InstanceConfigError';
  readonly issues: readonly InstanceIssue[];

  constructor(issues: readonly InstanceIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.issues = issues;
  }
}

/** Thrown by loadInstance for an id that is not a shipped instance (the server answers 404). */
export class InstanceNotFoundError extends Error {
  override readonly name = 'InstanceNotFoundError';

  constructor(readonly instanceId: string) {
    super(`unknown instance "${instanceId}"`);
  }
}
