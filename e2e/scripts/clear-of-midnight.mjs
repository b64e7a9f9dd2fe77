// The demo clubs are seeded when the suite's server starts, dated by the club's "today" (the open
// card of the day, the course status, the tee sheet). A run that crosses the club's midnight would
// hold the tests of after midnight against yesterday's data, so a run that would end past it waits
// for the new day before it starts. The suite takes about 25 minutes on a 2-core machine.
const TIME_ZONE = 'Europe/Amsterdam';
const MARGIN_MINUTES = Number(process.env.E2E_MIDNIGHT_MARGIN_MINUTES ?? 35);

const parts = Object.fromEntries(
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date())
    .map((p) => [p.type, Number(p.value)]),
);
const secondsToMidnight = 86_400 - (parts.hour * 3600 + parts.minute * 60 + parts.second);

if (secondsToMidnight < MARGIN_MINUTES * 60) {
  const waitSeconds = secondsToMidnight + 60;
  console.log(
    `e2e: ${Math.ceil(secondsToMidnight / 60)} min to midnight in ${TIME_ZONE}; ` +
      `waiting ${Math.ceil(waitSeconds / 60)} min so the run stays within one club day.`,
  );
  await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
}
