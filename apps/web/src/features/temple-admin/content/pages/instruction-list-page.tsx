import { type Instruction, PAGE_SIZE_DEFAULT } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { AdminRecordRow } from '../../shared/admin-record-list.tsx';
import { SearchCard, useSearchedPage } from '../../shared/searched-page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useDeleteInstruction, useStaffInstructions } from '../api/instructions.ts';

const detailsOf = (instruction: Instruction) => `/instruction-details?id=${instruction.id}`;

/** The body's first words, for the list: tags dropped, spaces closed up. */
function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

function InstructionRow({ templeId, instruction }: { templeId: number; instruction: Instruction }) {
  const { t } = useTranslation();
  const remove = useDeleteInstruction(templeId);
  const text = excerpt(instruction.bodyHtml);
  return (
    <AdminRecordRow
      id={instruction.id}
      name={instruction.title}
      editTo={detailsOf(instruction)}
      status={instruction.status}
      details={
        <>
          {instruction.titleNarration ? (
            <span className="block text-sm text-stone-600">{instruction.titleNarration}</span>
          ) : null}
          {text ? <span className="mt-1 block text-sm text-stone-700">{text}</span> : null}
        </>
      }
      meta={t('templeContent.instructions.orderNo', { orderNo: instruction.orderNo })}
      remove={remove}
      confirmText={t('templeContent.instructions.confirmDelete', { title: instruction.title })}
      deletedText={t('templeContent.instructions.deleted')}
      testId="staff-instruction"
    />
  );
}

function InstructionList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { search, setSearch, offset, setOffset, query } = useSearchedPage();
  const instructions = useStaffInstructions(templeId, query);
  return (
    <>
      <SearchCard
        label={t('templeContent.instructions.search')}
        placeholder={t('templeContent.instructions.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {instructions.isPending ? <Loading /> : null}
      {instructions.isError ? (
        <ErrorMessage error={instructions.error} onRetry={() => void instructions.refetch()} />
      ) : null}
      {instructions.isSuccess ? (
        <Card isPadded={false} className={instructions.isPlaceholderData ? 'opacity-60' : ''}>
          {instructions.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">
              {query.search
                ? t('templeContent.instructions.noneFound')
                : t('templeContent.instructions.none')}
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {instructions.data.items.map((instruction) => (
                <InstructionRow key={instruction.id} templeId={templeId} instruction={instruction} />
              ))}
            </ul>
          )}
          <div className="px-4 pb-4">
            <Pager
              offset={offset}
              limit={PAGE_SIZE_DEFAULT}
              total={instructions.data.total}
              onChange={setOffset}
            />
          </div>
        </Card>
      ) : null}
    </>
  );
}

/** spec instruction-list: what devotees should know before they come (dress, timings, rules); hidden ones too. */
export default function InstructionListPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('templeContent.instructions.title')}
      helpPage="instruction-list"
      actions={<ButtonLink to="/instruction-details">{t('templeContent.instructions.add')}</ButtonLink>}
    >
      <StaffTemple>{(templeId) => <InstructionList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
