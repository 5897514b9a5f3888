import fs from 'node:fs';
import os from 'node:os';

/** CPU time of the whole machine so far, in clock ticks: busy, idle and stolen by the hypervisor. */
export type MachineTimes = { busy: number; idle: number; steal: number };

/**
 * Linux's /proc/stat counts the time a virtual machine's cores waited while the hypervisor ran someone else
 * (steal), which os.cpus() leaves out. On a shared host it varies from hour to hour and slows every process of
 * a run alike, so a run is only comparable with another when its steal is reported beside its figures.
 */
export function machineTimes(): MachineTimes {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal ?? 0 };
  } catch {
    return os.cpus().reduce(
      (sum, cpu) => {
        const { idle, ...busy } = cpu.times;
        return {
          busy: sum.busy + Object.values(busy).reduce((a, b) => a + b, 0),
          idle: sum.idle + idle,
          steal: 0,
        };
      },
      { busy: 0, idle: 0, steal: 0 },
    );
  }
}

/** Shares of the machine's time between two readings: busy (with our processes and others) and stolen. */
export function machineShares(from: MachineTimes, to: MachineTimes) {
  const busy = to.busy - from.busy;
  const steal = to.steal - from.steal;
  const total = busy + steal + (to.idle - from.idle);
  return { busy: busy / total, steal: steal / total };
}
