import { lockAndBookSeenLive } from './support/live';
import { setUpContext, test } from './support/fixtures';

// Live updates: two members on two phones have the same day's tee sheet open; what one does on it
// (taking a time, booking it) appears on the other's screen without a touch. Four days ahead, so
// the other booking stories' days are not in the way.
test("a member's lock and booking appear on another member's open tee sheet by themselves", async ({
  page,
  browser,
  server,
}) => {
  const markerContext = await browser.newContext({ baseURL: server.url });
  await setUpContext(markerContext, server);
  try {
    await lockAndBookSeenLive(await markerContext.newPage(), page, 4);
  } finally {
    await markerContext.close();
  }
});
