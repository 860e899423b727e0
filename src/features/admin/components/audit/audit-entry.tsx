import { Fragment } from 'react';
import type { AdminActivity } from '../../api/get-admin-activity';
import {
  changesOf,
  describeActivity,
  differenceOf,
  fieldName,
  isLongText,
  sideText,
  type NameOf,
} from './audit-text';

type Entry = Pick<AdminActivity, 'action' | 'table_name' | 'changed' | 'row_label'>;

/** One side of a long text's change: the shared words around it, its own part marked. */
function TextSide({
  before,
  part,
  after,
  cutBefore,
  cutAfter,
  added,
}: {
  before: string;
  part: string;
  after: string;
  cutBefore: boolean;
  cutAfter: boolean;
  added: boolean;
}) {
  const Mark = added ? 'ins' : 'del';
  return (
    <q className="text-ink-700">
      {cutBefore ? '…' : ''}
      {before}
      <Mark
        className={
          added
            ? 'bg-emerald-50 text-emerald-900 no-underline'
            : 'bg-rose-50 text-rose-900 line-through'
        }
      >
        {part || '∅'}
      </Mark>
      {after}
      {cutAfter ? '…' : ''}
    </q>
  );
}

/**
 * An audit row's what: the row by name (the listing, the story), then what was done and each
 * changed field from → to in words; a long text shows where the two versions differ.
 */
export function AuditEntry({ entry, nameOf }: { entry: Entry; nameOf?: NameOf }) {
  const table = entry.table_name.replace(/_/g, ' ');
  return (
    <div className="min-w-0 space-y-1">
      {entry.row_label ? (
        <p className="font-medium break-words text-ink">{entry.row_label}</p>
      ) : null}
      {entry.action === 'update' ? (
        <p className="break-words text-ink">
          Updated {table} ·{' '}
          {changesOf(entry).map(([field, change], index) => (
            <Fragment key={field}>
              {index > 0 ? '; ' : ''}
              {fieldName(field)}:{' '}
              {isLongText(change) ? (
                <LongTextChange from={change.from} to={change.to} />
              ) : (
                `${sideText(change.from, change.from_label, nameOf)} → ${sideText(change.to, change.to_label, nameOf)}`
              )}
            </Fragment>
          ))}
        </p>
      ) : (
        <p className="break-words text-ink">
          {entry.row_label
            ? `${entry.action === 'insert' ? 'Added to' : 'Deleted from'} ${table}`
            : describeActivity(entry, nameOf)}
        </p>
      )}
    </div>
  );
}

function LongTextChange({ from, to }: { from: string; to: string }) {
  const difference = differenceOf(from, to);
  const shared = {
    before: difference.before,
    after: difference.after,
    cutBefore: difference.cutBefore,
    cutAfter: difference.cutAfter,
  };
  return (
    <>
      <TextSide {...shared} part={difference.from} added={false} /> →{' '}
      <TextSide {...shared} part={difference.to} added />
    </>
  );
}
