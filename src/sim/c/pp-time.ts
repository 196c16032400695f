/**
 * The time behind __DATE__, __TIME__ and __TIMESTAMP__, as gcc takes it: SOURCE_DATE_EPOCH (in
 * UTC) when the environment sets it, otherwise the moment of compiling in local time. A compiled
 * program keeps it, as an object file does, so every run of it (replays included) prints the same.
 */
import type { SourcePos } from './diagnostics';

export interface BuildTime { weekday: string; month: string; day: string; year: string; time: string }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** gcc's bound: the end of year 9999. */
const MAX_EPOCH = 253402300799;

export function buildTime(error: (pos: SourcePos, msg: string) => void, pos: SourcePos, env: NodeJS.ProcessEnv = process.env): BuildTime {
  const sde = env.SOURCE_DATE_EPOCH;
  if (sde !== undefined) {
    if (/^\d+$/.test(sde) && Number(sde) <= MAX_EPOCH) return format(new Date(Number(sde) * 1000), true);
    error(pos, `environment variable ‘SOURCE_DATE_EPOCH’ must expand to a non-negative integer less than or equal to ${MAX_EPOCH}`);
  }
  return format(new Date(), false);
}

export function format(d: Date, utc: boolean): BuildTime {
  const two = (n: number): string => String(n).padStart(2, '0');
  const [y, mo, da, wd, h, mi, s] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds()];
  return { weekday: DAYS[wd], month: MONTHS[mo], day: String(da).padStart(2, ' '), year: String(y), time: `${two(h)}:${two(mi)}:${two(s)}` };
}
