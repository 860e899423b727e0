import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MembershipPromo } from './membership-promo';

describe('MembershipPromo', () => {
  it('presents the invitation-only membership and leads to /membership', () => {
    render(
      <MemoryRouter>
        <MembershipPromo />
      </MemoryRouter>,
    );

    const promo = screen.getByRole('region', { name: 'VENDOR MEMBERSHIP' });
    expect(promo).toHaveTextContent(/exclusively invitation-only/);
    expect(promo).toHaveTextContent(/quality and artistry/);
    expect(promo).toHaveTextContent(/shared aesthetic vision/);
    expect(screen.getByRole('link', { name: 'I Want In' })).toHaveAttribute('href', '/membership');
  });
});
