import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Each message of the catalogue as react-intl's syntax tree (compileMessages.mjs). */
export declare function compileMessages(
  messages: unknown,
  onInvalid?: (id: string, error: unknown) => void,
): Record<string, MessageFormatElement[]>;
declare function messagesLoader(this: { resourcePath: string }, source: string): string;
export default messagesLoader;
