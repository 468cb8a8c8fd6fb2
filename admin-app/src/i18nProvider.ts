import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { contentMessages } from './content/messages.ts';
import { synonymMessages } from './synonyms/messages.ts';

/** The console's own wording, layered over react-admin's English messages. */
const messages: Record<string, string> = {
  'ra.auth.username': 'Email',
  // Asked by the browser's own OK/Cancel box when a form with unsaved changes would be left.
  'ra.message.unsaved_changes': 'Your changes have not been saved. Leave this page and lose them?',
  // react-admin lower-cases the label's first letter ('Sort by iD', 'Sort by content Number').
  'ra.sort.sort_by': 'Sort by %{field} %{order}',
  ...contentMessages,
  ...synonymMessages,
};

// The same %{name} placeholders as react-admin's Polyglot messages.
const interpolate = (message: string, options: Record<string, unknown> = {}): string =>
  message.replace(/%\{(\w+)\}/g, (_match, name: string) => String(options[name] ?? ''));

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const message = messages[key];
    return message === undefined
      ? defaultI18nProvider.translate(key, options)
      : interpolate(message, options);
  },
};
