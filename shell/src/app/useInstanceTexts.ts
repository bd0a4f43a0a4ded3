import { useEffect, useState } from 'react';
import type { Language } from '@portal/instances';
import { loadBaseMessages } from '../i18n/mergeMessages';
import { fetchInstanceTexts } from './instanceFiles';

/** The instance texts of the current language; null while a newly chosen language's texts load. */
export function useInstanceTexts(
  instanceId: string,
  language: Language,
  initial: { language: Language; texts: Record<string, string> },
): Record<string, string> | null {
  const [loaded, setLoaded] = useState<Partial<Record<Language, Record<string, string>>>>({
    [initial.language]: initial.texts,
  });
  const current = loaded[language];

  useEffect(() => {
    if (current) return;
    let cancelled = false;
    Promise.all([
      // texts that fail to load leave the shell's own texts in place rather than blocking the page
      fetchInstanceTexts(instanceId, language).catch(() => ({})),
      // the shell's own texts of the language (at once, except on the logged-out pages: a chunk there)
      loadBaseMessages(language).catch(() => undefined),
    ]).then(([texts]) => {
      if (!cancelled) setLoaded((previous) => ({ ...previous, [language]: texts }));
    });
    return () => {
      cancelled = true;
    };
  }, [current, instanceId, language]);

  return current ?? null;
}
