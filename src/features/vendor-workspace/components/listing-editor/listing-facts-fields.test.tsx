import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import {
  EMPTY_LISTING_VALUES,
  listingSchema,
  type ListingFormValues,
} from '../../lib/listing-schema';
import { ListingFactsFields } from './listing-facts-fields';

/** The facts' fields in a form of their own, with the editor's schema; Save hands the values. */
function Harness({
  values,
  onSave,
}: {
  values: Partial<ListingFormValues>;
  onSave: (values: ListingFormValues) => void;
}) {
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingSchema),
    defaultValues: {
      ...EMPTY_LISTING_VALUES,
      name: 'Casa Aurora',
      url_name: 'casa-aurora',
      business_category_id: BUSINESS_CATEGORY_IDS.photography,
      ...values,
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <ListingFactsFields form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

function setup(values: Partial<ListingFormValues> = {}) {
  const onSave = vi.fn();
  render(<Harness values={values} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

describe('ListingFactsFields', () => {
  it('saves an amount and currency, and languages ticked with the keyboard, in the list’s order', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText(/Starting price/), '2500');
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    screen.getByRole('checkbox', { name: 'Italian' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(screen.getByText(/2 chosen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      price_on_request: 'false',
      price_from: '2500',
      price_currency: 'GBP',
      languages: 'en,it',
    });
  });

  it('says in words what is wrong with an amount, and keeps the form from saving', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText(/Starting price/), '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Please enter a whole amount, like 2500/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Starting price/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('“On request” takes the amount away', async () => {
    const { user } = setup({ price_from: '900' });
    expect(screen.getByLabelText(/Starting price/)).toHaveValue('900');
    await user.click(screen.getByRole('radio', { name: 'On request' }));
    expect(screen.queryByLabelText(/Starting price/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
  });

  it('refuses a thirteenth language', async () => {
    const twelve = 'en,fr,de,it,es,pt,nl,el,ca,ga,pl,cs';
    const { onSave, user } = setup({ languages: twelve });
    await user.click(screen.getByRole('checkbox', { name: 'Japanese' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose at most 12 languages.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks a venue for its seats, standing guests, setting and rooms, and nobody else', async () => {
    setup();
    expect(screen.queryByLabelText(/Seated guests/)).not.toBeInTheDocument();
    const venue = setup({ business_category_id: BUSINESS_CATEGORY_IDS.venue });
    await venue.user.type(screen.getByLabelText(/Seated guests/), '120');
    await venue.user.type(screen.getByLabelText(/Standing guests/), '-5');
    await venue.user.selectOptions(screen.getByLabelText(/Setting/), 'Indoor and outdoor');
    await venue.user.type(screen.getByLabelText(/Rooms on site/), '14');
    await venue.user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(
      await screen.findByText('Please enter the number of standing guests, like 200.'),
    ).toBeInTheDocument();
    expect(venue.onSave).not.toHaveBeenCalled();
  });
});
