// How long this machine takes to hand a process fresh memory: the first write to each 4 KB page
// (a page fault the kernel must serve), against a second write to the same pages. A browser
// starting a page faults in tens of thousands of pages, so where the first touch is slow (as on
// VMs whose host reclaims free memory) every start-up task is slower, whatever the page's code.
const PAGE = 4096;

export function firstTouchMicros(bytes = 256 * 1024 * 1024) {
  const touch = (buffer, value) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < buffer.length; i += PAGE) buffer[i] = value;
    return Number(process.hrtime.bigint() - start) / 1000 / (buffer.length / PAGE);
  };
  const buffer = Buffer.alloc(bytes);
  const first = touch(buffer, 1);
  const again = touch(buffer, 2);
  return { first, again };
}
