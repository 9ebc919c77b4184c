/**
 * What `act` answers in each of `runs` runs, and the fewest SQL statements one run sent, counted on the
 * app's database (src/db/statement-count.ts). The fewest, because a run may also reload what a cache
 * holds (the signing keys when their cache expires), which is not the cost being measured; three runs by
 * default, because /graphql compiles a document after two (src/graphql/jit.ts), so the third runs compiled.
 */
export async function fewestStatements<R>(
  db: { statements: { count: number } },
  act: () => Promise<R>,
  runs = 3,
): Promise<{ fewest: number; answers: R[] }> {
  let fewest = Infinity;
  const answers: R[] = [];
  for (let run = 0; run < runs; run++) {
    const before = db.statements.count;
    answers.push(await act());
    fewest = Math.min(fewest, db.statements.count - before);
  }
  return { fewest, answers };
}
