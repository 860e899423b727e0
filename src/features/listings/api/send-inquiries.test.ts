// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { sendInquiries } from './send-inquiries';

const FORM = {
  listing_ids: ['l-1', 'l-2'],
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  wedding_date: '2030-06-14',
  guest_count: 120,
  message: 'We are marrying in an olive grove near Lucca.',
};
const SENT = [
  { listing_id: 'l-1', listing_name: 'Bellandi Fotografia' },
  { listing_id: 'l-2', listing_name: 'Villa Aurora' },
];

/** POST /rest/v1/rpc/send_inquiries: records each body, answers `answer` with `status`. */
function serve(answer: object = SENT, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/send_inquiries', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

describe('sendInquiries', () => {
  it('calls send_inquiries once with every vendor and the form, and answers the vendors written to', async () => {
    const bodies = serve();

    await expect(sendInquiries({ ...FORM, budget_band: '25k-50k' })).resolves.toEqual(SENT);

    expect(bodies).toEqual([{ ...FORM, budget_band: '25k-50k' }]);
  });

  it('leaves the budget out when the couple prefers not to say', async () => {
    const bodies = serve();

    await sendInquiries({ ...FORM, budget_band: null });

    expect(bodies).toEqual([FORM]);
  });

  it('throws the refusal as the database gave it (hint and the vendor’s id)', async () => {
    serve(
      {
        code: 'P0001',
        message: 'Vendor l-2 is not taking inquiries now; nothing was sent',
        hint: 'listing_refused',
        details: 'l-2',
      },
      400,
    );

    await expect(sendInquiries({ ...FORM, budget_band: null })).rejects.toMatchObject({
      hint: 'listing_refused',
      details: 'l-2',
    });
  });
});
