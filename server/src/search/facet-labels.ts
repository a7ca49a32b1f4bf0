import { and, eq, inArray } from 'drizzle-orm';
import { FACET_NAMES, type FacetName, type FacetValue } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bookKind, libraryLocation } from '../db/schema';
import { translate, type Lang } from '../http/messages';
import { searchMessages } from '../http/messages/search';
import type { FacetCounts } from './facets';

const languageNames = {
  zh: new Intl.DisplayNames(['zh'], { type: 'language', fallback: 'none' }),
  en: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }),
};

function languageName(code: string, lang: Lang): string {
  try {
    return languageNames[lang].of(code) ?? code;
  } catch {
    // Not a well-formed language tag (catalogues hold anything): show it as it is.
    return code;
  }
}

/** A label from the search messages ("assetType1", "copyStatus3"), or the value itself. */
const messageLabel = (lang: Lang, key: string, fallback: string) =>
  key in searchMessages ? translate(lang, key as keyof typeof searchMessages) : fallback;

/**
 * The counts with their labels in `lang`: asset types and statuses from the server's
 * messages, categories from book_kind, locations from the organisation's rooms, languages
 * from Intl.DisplayNames; "" is "not recorded".
 */
export async function labelFacets(
  db: Database,
  orgId: number,
  lang: Lang,
  counts: FacetCounts,
): Promise<Record<FacetName, FacetValue[]>> {
  const categoryCodes = counts.category.map(({ value }) => value).filter(Boolean);
  const locationIds = counts.location.map(({ value }) => Number(value)).filter(Boolean);
  const [kinds, rooms] = await Promise.all([
    categoryCodes.length > 0
      ? db
          .select({ code: bookKind.code, zh: bookKind.nameZh, en: bookKind.nameEn })
          .from(bookKind)
          .where(inArray(bookKind.code, categoryCodes))
      : [],
    locationIds.length > 0
      ? db
          .select({ id: libraryLocation.id, name: libraryLocation.name })
          .from(libraryLocation)
          .where(
            and(
              eq(libraryLocation.organizationId, orgId),
              inArray(libraryLocation.id, locationIds),
            ),
          )
      : [],
  ]);
  const kindName = new Map(kinds.map((kind) => [kind.code, kind[lang]]));
  const roomName = new Map(rooms.map((room) => [String(room.id), room.name]));
  const notRecorded = translate(lang, 'facetNotRecorded');
  const label = (facet: FacetName, value: string): string => {
    if (value === '') return notRecorded;
    switch (facet) {
      case 'assettype':
        return messageLabel(lang, `assetType${value}`, value);
      case 'status':
        return messageLabel(lang, `copyStatus${value}`, value);
      case 'category':
        return kindName.get(value) ?? value;
      case 'location':
        return roomName.get(value) ?? value;
      case 'language':
        return languageName(value, lang);
      default:
        return value;
    }
  };
  return Object.fromEntries(
    FACET_NAMES.map((facet) => [
      facet,
      counts[facet].map(({ value, count }) => ({ value, label: label(facet, value), count })),
    ]),
  ) as Record<FacetName, FacetValue[]>;
}
