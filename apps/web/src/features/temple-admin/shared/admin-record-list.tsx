import { MessageType } from '@nivedya/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { DEFAULT_DEITY_IMAGE, FallbackImage } from '../../../ui/fallback-image.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { freshImageUrl } from '../image-cropper/upload-image.ts';
import { StatusBadge } from './status-badge.tsx';

/** The part of a delete mutation (`useMutation` taking the record id) that a row needs. */
interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface AdminRecordRowProps {
  id: number;
  name: string;
  /** Where the name and the Edit button lead. */
  editTo: string;
  status: number;
  /** Shown with a cache-busting version; the default deity image stands in when it fails. */
  image?: { url: string; version: string | number };
  /** Lines under the name. */
  details?: ReactNode;
  /** Shown after the status badge. */
  meta?: ReactNode;
  remove: DeleteMutation;
  confirmText: string;
  deletedText: string;
  testId?: string;
}

/** One admin record: image, name link, status badge, Edit link and a delete that asks first. */
export function AdminRecordRow(props: AdminRecordRowProps) {
  const { id, name, editTo, status, image, details, meta, remove, confirmText, deletedText, testId } = props;
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const confirmDelete = async () => {
    const isSure = await alert.ask(MessageType.Confirm, confirmText, { submitText: t('common.delete') });
    if (!isSure) return;
    remove.mutate(id, {
      onSuccess: () => alert.show(MessageType.Success, deletedText),
      onError: (error) => alert.show(MessageType.Error, errorText(error)),
    });
  };
  return (
    // The buttons move under the name when both do not fit (Malayalam on a phone), so a name is never
    // squeezed into a column so narrow that it breaks inside its words (issue #18).
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid={testId}>
      {image ? (
        <FallbackImage
          src={freshImageUrl(image.url, image.version)}
          fallback={DEFAULT_DEITY_IMAGE}
          alt=""
          className="size-14 shrink-0 rounded-xl border border-stone-200 object-cover"
        />
      ) : null}
      <div className="min-w-28 flex-1">
        <Link to={editTo} className="block font-semibold break-words text-stone-900 hover:underline">
          {name}
        </Link>
        {details}
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
          <StatusBadge status={status} />
          {meta}
        </span>
      </div>
      <div className="ml-auto flex shrink-0 flex-wrap justify-end gap-1">
        <ButtonLink variant="secondary" to={editTo}>
          {t('templeAdmin.edit')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => void confirmDelete()} isBusy={remove.isPending}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}

/** A staff list's rows (each an AdminRecordRow) in ListResults, which shows its loading, error and empty states. */
export function AdminRecordList<T>({
  query,
  emptyText,
  paging,
  children,
}: {
  query: UseQueryResult<{ items: T[]; total?: number }>;
  emptyText: ReactNode;
  /** Offset paging, for lists the server answers a page at a time. */
  paging?: { offset: number; limit: number; onChange: (offset: number) => void };
  children: (item: T) => ReactNode;
}) {
  return (
    <ListResults query={query} emptyText={emptyText} {...(paging ? { paging } : {})}>
      {(items) => <ul className="divide-y divide-stone-100">{items.map(children)}</ul>}
    </ListResults>
  );
}
