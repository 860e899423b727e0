import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgain } from './read-again';

/** A table whose rows change while the first read of it is on its way. */
function slowTable() {
  const rows = ['Glowhouse Lighting'];
  let reads = 0;
  const queryFn = async () => {
    reads += 1;
    const snapshot = [...rows];
    await new Promise((resolve) => setTimeout(resolve, 50));
    return snapshot;
  };
  return { rows, queryFn, reads: () => reads };
}

async function observed(client: QueryClient, queryFn: () => Promise<string[]>) {
  const observer = new QueryObserver<string[]>(client, {
    queryKey: ['listings', 'review'],
    queryFn,
  });
  const unsubscribe = observer.subscribe(() => {});
  await Promise.resolve();
  return { observer, unsubscribe };
}

type Observer = Awaited<ReturnType<typeof observed>>['observer'];

const settled = (observer: Observer) =>
  new Promise<string[]>((resolve) => {
    const check = () => {
      const result = observer.getCurrentResult();
      if (result.isSuccess && result.fetchStatus === 'idle') resolve(result.data);
      else setTimeout(check, 5);
    };
    check();
  });

describe('readAgain', () => {
  it('a change announced during the first load is shown: the load is started again', async () => {
    const client = new QueryClient();
    const table = slowTable();
    const { observer, unsubscribe } = await observed(client, table.queryFn);
    // The first read has taken its snapshot; the row arrives and is announced.
    table.rows.push('Studio In Arrivo');
    await readAgain(client, ['listings']);
    expect(await settled(observer)).toEqual(['Glowhouse Lighting', 'Studio In Arrivo']);
    expect(table.reads()).toBe(2);
    unsubscribe();
  });

  it('plain invalidation, for contrast, keeps the first load and loses the change', async () => {
    const client = new QueryClient();
    const table = slowTable();
    const { observer, unsubscribe } = await observed(client, table.queryFn);
    table.rows.push('Studio In Arrivo');
    await client.invalidateQueries({ queryKey: ['listings'] });
    expect(await settled(observer)).toEqual(['Glowhouse Lighting']);
    unsubscribe();
  });

  it('a query with data is read once more, not twice', async () => {
    const client = new QueryClient();
    const table = slowTable();
    const { observer, unsubscribe } = await observed(client, table.queryFn);
    await settled(observer);
    table.rows.push('Studio In Arrivo');
    await readAgain(client, ['listings']);
    expect(await settled(observer)).toEqual(['Glowhouse Lighting', 'Studio In Arrivo']);
    expect(table.reads()).toBe(2);
    unsubscribe();
  });
});
