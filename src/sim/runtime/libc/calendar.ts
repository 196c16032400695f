/**
 * Calendar time as glibc computes it in the C locale, for the simulator's time zone, UTC (a
 * sandboxed process sees no host time zone): broken-down time, mktime's normalisation, strftime
 * and asctime's fixed format.
 */

/** struct tm's int fields in order (tm_sec ... tm_isdst); tm_gmtoff and tm_zone follow in memory. */
export interface Tm {
  sec: number; min: number; hour: number; mday: number; mon: number; year: number; wday: number; yday: number; isdst: number;
  gmtoff: number; zone: string;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Seconds since 1970 to broken-down UTC time (glibc's __offtime). */
export function breakDown(t: number, zone: string): Tm {
  const days = Math.floor(t / 86400);
  let rem = t - days * 86400;
  const hour = Math.floor(rem / 3600); rem -= hour * 3600;
  const min = Math.floor(rem / 60);
  const sec = rem - min * 60;
  const d = new Date(days * 86400000);
  const year = d.getUTCFullYear();
  const yday = Math.round((Date.UTC(year, d.getUTCMonth(), d.getUTCDate()) - Date.UTC(year, 0, 1)) / 86400000);
  return { sec, min, hour, mday: d.getUTCDate(), mon: d.getUTCMonth(), year: year - 1900, wday: d.getUTCDay(), yday, isdst: 0, gmtoff: 0, zone };
}

/** mktime in UTC: out-of-range fields carry over, as mktime normalises them. */
export function makeTime(tm: Tm): number {
  const d = new Date(0);
  d.setUTCFullYear(1900 + tm.year, tm.mon, tm.mday);
  d.setUTCHours(tm.hour, tm.min, tm.sec, 0);
  return Math.floor(d.getTime() / 1000);
}

const pad = (n: number, w: number, c = '0'): string => { const s = String(Math.abs(n)); return (n < 0 ? '-' : '') + (s.length >= w ? s : c.repeat(w - s.length) + s); };

/** ISO 8601 week-based year and week of `tm` (strftime's %G and %V). */
function isoWeek(tm: Tm): { year: number; week: number } {
  const year = tm.year + 1900;
  const wdayMon = (tm.wday + 6) % 7; // Monday = 0
  let week = Math.floor((tm.yday - wdayMon + 10) / 7);
  if (week < 1) {
    const prevDays = isLeap(year - 1) ? 366 : 365;
    return { year: year - 1, week: Math.floor((tm.yday + prevDays - wdayMon + 10) / 7) };
  }
  const days = isLeap(year) ? 366 : 365;
  if (week === 53 && tm.yday - wdayMon + 3 >= days) return { year: year + 1, week: 1 };
  return { year, week };
}

/** strftime in the C locale. */
export function formatTime(fmt: string, tm: Tm): string {
  let out = '';
  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt[i];
    if (ch !== '%' || i + 1 >= fmt.length) { out += ch; continue; }
    let c = fmt[++i];
    while ((c === 'E' || c === 'O') && i + 1 < fmt.length) c = fmt[++i];
    const h12 = tm.hour % 12 === 0 ? 12 : tm.hour % 12;
    switch (c) {
      case 'a': out += DAYS[tm.wday]?.slice(0, 3) ?? '?'; break;
      case 'A': out += DAYS[tm.wday] ?? '?'; break;
      case 'b': case 'h': out += MONTHS[tm.mon]?.slice(0, 3) ?? '?'; break;
      case 'B': out += MONTHS[tm.mon] ?? '?'; break;
      case 'c': out += formatTime('%a %b %e %H:%M:%S %Y', tm); break;
      case 'C': out += pad(Math.floor((tm.year + 1900) / 100), 2); break;
      case 'd': out += pad(tm.mday, 2); break;
      case 'D': out += formatTime('%m/%d/%y', tm); break;
      case 'e': out += pad(tm.mday, 2, ' '); break;
      case 'F': out += formatTime('%Y-%m-%d', tm); break;
      case 'g': out += pad(isoWeek(tm).year % 100, 2); break;
      case 'G': out += String(isoWeek(tm).year); break;
      case 'H': out += pad(tm.hour, 2); break;
      case 'I': out += pad(h12, 2); break;
      case 'j': out += pad(tm.yday + 1, 3); break;
      case 'k': out += pad(tm.hour, 2, ' '); break;
      case 'l': out += pad(h12, 2, ' '); break;
      case 'm': out += pad(tm.mon + 1, 2); break;
      case 'M': out += pad(tm.min, 2); break;
      case 'n': out += '\n'; break;
      case 'p': out += tm.hour >= 12 ? 'PM' : 'AM'; break;
      case 'P': out += tm.hour >= 12 ? 'pm' : 'am'; break;
      case 'r': out += formatTime('%I:%M:%S %p', tm); break;
      case 'R': out += formatTime('%H:%M', tm); break;
      case 's': out += String(makeTime(tm)); break;
      case 'S': out += pad(tm.sec, 2); break;
      case 't': out += '\t'; break;
      case 'T': out += formatTime('%H:%M:%S', tm); break;
      case 'u': out += String(tm.wday === 0 ? 7 : tm.wday); break;
      case 'U': out += pad(Math.floor((tm.yday + 7 - tm.wday) / 7), 2); break;
      case 'V': out += pad(isoWeek(tm).week, 2); break;
      case 'w': out += String(tm.wday); break;
      case 'W': out += pad(Math.floor((tm.yday + 7 - ((tm.wday + 6) % 7)) / 7), 2); break;
      case 'x': out += formatTime('%m/%d/%y', tm); break;
      case 'X': out += formatTime('%H:%M:%S', tm); break;
      case 'y': out += pad(((tm.year + 1900) % 100 + 100) % 100, 2); break;
      case 'Y': out += String(tm.year + 1900); break;
      case 'z': { const o = tm.gmtoff; out += (o < 0 ? '-' : '+') + pad(Math.floor(Math.abs(o) / 3600), 2) + pad(Math.floor(Math.abs(o) % 3600 / 60), 2); break; }
      case 'Z': out += tm.zone; break;
      case '%': out += '%'; break;
      default: out += '%' + c;
    }
  }
  return out;
}

/** asctime's "Www Mmm dd hh:mm:ss yyyy\n" (glibc's "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n"). */
export function ascTime(tm: Tm): string {
  return `${DAYS[tm.wday]?.slice(0, 3) ?? '???'} ${MONTHS[tm.mon]?.slice(0, 3) ?? '???'}${pad(tm.mday, 3, ' ')} ${pad(tm.hour, 2)}:${pad(tm.min, 2)}:${pad(tm.sec, 2)} ${tm.year + 1900}\n`;
}
