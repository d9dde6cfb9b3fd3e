import type { Instruction } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { Page } from '../../../../ui/page.tsx';
import { AdminRecordList, AdminRecordRow } from '../../shared/admin-record-list.tsx';
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
  const list = useListState();
  const instructions = useStaffInstructions(templeId, list.query);
  return (
    <>
      <ListFilters
        search={{
          label: t('templeContent.instructions.search'),
          placeholder: t('templeContent.instructions.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      />
      <AdminRecordList
        query={instructions}
        emptyText={
          list.query.search ? t('templeContent.instructions.noneFound') : t('templeContent.instructions.none')
        }
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(instruction) => (
          <InstructionRow key={instruction.id} templeId={templeId} instruction={instruction} />
        )}
      </AdminRecordList>
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
