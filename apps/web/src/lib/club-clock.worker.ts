import { clubNow } from './club-clock';

/** Answers each message with the club's wall clock now (see club-clock-off-thread.ts). */
self.onmessage = () => {
  self.postMessage(clubNow(new Date()));
};
