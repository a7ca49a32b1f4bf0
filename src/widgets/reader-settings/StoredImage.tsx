import { useQuery } from '@tanstack/react-query';
import { privateImageQuery, useApi } from '../../core';
import { useDataUrl } from './shared';
import { Hint, Picture } from './styles';

/** A reader's own image, fetched with their token; `none` while there is none to show. */
export function StoredImage({
  fileid,
  alt,
  none,
}: {
  fileid: string | null | undefined;
  alt: string;
  none: string;
}) {
  const api = useApi();
  const image = useQuery({ ...privateImageQuery(api, fileid ?? ''), enabled: Boolean(fileid) });
  const url = useDataUrl(fileid ? image.data : null);
  return url ? <Picture src={url} alt={alt} /> : <Hint>{none}</Hint>;
}
