import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEntry } from './audit-entry';

const SHARED =
  'Rooms are designed from the floor up: linens, furniture, candlelight and the small objects guests keep.';

describe('AuditEntry', () => {
  it('names the listing, and marks what a long description lost and gained', () => {
    const { container } = render(
      <AuditEntry
        entry={{
          action: 'update',
          table_name: 'listings',
          row_label: 'Lumen & Linen Studio',
          changed: {
            description: {
              from: `${SHARED} Installation by a small crew.`,
              to: `${SHARED} Installation and strike by one small crew.`,
            },
            status: { from: 'published', to: 'draft' },
          },
        }}
      />,
    );
    expect(screen.getByText('Lumen & Linen Studio')).toBeInTheDocument();
    expect(container.querySelector('del')).toHaveTextContent(/^by a$/);
    expect(container.querySelector('ins')).toHaveTextContent(/^and strike by one$/);
    expect(container).toHaveTextContent('status: published → draft');
  });

  it('says who reviewed by name, from the log’s label or the admins it knows', () => {
    const { container } = render(
      <AuditEntry
        nameOf={(id) => (id === 'admin-1' ? 'Celeste Marlowe' : undefined)}
        entry={{
          action: 'update',
          table_name: 'membership_applications',
          row_label: null,
          changed: { reviewed_by: { from: null, to: 'admin-1' } },
        }}
      />,
    );
    expect(container).toHaveTextContent('reviewed by: — → Celeste Marlowe');
    expect(container).not.toHaveTextContent('admin-1');
  });
});
