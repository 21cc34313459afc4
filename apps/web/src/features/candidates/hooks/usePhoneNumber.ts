import { useEffect, useState } from 'react';
import { loadPhoneLibrary, parsePhone, type ParsedPhone } from '../phone';

/** A person's phone parsed with their country, once the phone library has loaded; null until then or when it does not parse. */
export function usePhoneNumber(
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): ParsedPhone | null {
  const key = `${countryCode ?? ''}:${phone ?? ''}`;
  const [result, setResult] = useState<{ key: string; phone: ParsedPhone | null } | null>(null);

  useEffect(() => {
    let current = true;
    loadPhoneLibrary()
      .then((lib) => current && setResult({ key, phone: parsePhone(lib, phone, countryCode) }))
      // A library that fails to load means no WhatsApp menu, like a phone that does not parse.
      .catch(() => current && setResult({ key, phone: null }));
    return () => {
      current = false;
    };
  }, [key, phone, countryCode]);

  return result?.key === key ? result.phone : null;
}
