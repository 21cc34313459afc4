import { isLocale, type Locale } from '@terna/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';

const ALL_LANGUAGES = 'all';

/**
 * The search, language and page of a resource-centre page, kept in the address so a result can be
 * shared and the back button returns to it. Without a language in the address the user's own is
 * shown; `lang=all` shows every language.
 */
export function useResourceSearchParams() {
  const [params, setParams] = useSearchParams();
  const { locale } = useLocale();
  const lang = params.get('lang');
  const language: Locale | '' = lang === ALL_LANGUAGES ? '' : isLocale(lang) ? lang : locale;
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (patch: { search?: string; language?: Locale | ''; page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (patch.search !== undefined) {
            if (patch.search.trim()) next.set('q', patch.search.trim());
            else next.delete('q');
          }
          if (patch.language !== undefined) next.set('lang', patch.language || ALL_LANGUAGES);
          // Any change but the page's own starts again from the first page.
          if (patch.page && patch.page > 1) next.set('page', String(patch.page));
          else next.delete('page');
          return next;
        },
        { replace: patch.page === undefined },
      ),
    [setParams],
  );
  return { search, language, page, update };
}
