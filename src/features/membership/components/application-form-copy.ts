/** What the membership application says back (its tests and the e2e specs read the same words). */
export const APPLICATION_COPY = {
  receivedTitle: 'Thank you — your application is with us',
  alreadyTitle: 'Your application is already with us',
  throttled:
    'We have received several applications from this address in the last hour. Please try again in an hour, or write to us from the contact page.',
  failed:
    'We couldn’t send your application just now. Everything you typed is still here: please try again in a moment.',
} as const;
