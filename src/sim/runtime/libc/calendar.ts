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

/** Days from the start of the ISO week-based year of `yday`, `wday` (glibc's iso_week_days: negative in the year before). */
function isoWeekDays(yday: number, wday: number): number {
  return yday - ((yday - wday + 4 + 378) % 7) + 3;
}

/** ISO 8601 week-based year and week of `tm` (strftime's %G and %V), as glibc counts them for any field values. */
function isoWeek(tm: Tm): { year: number; week: number } {
  let year = tm.year + 1900;
  let days = isoWeekDays(tm.yday, tm.wday);
  if (days < 0) {
    year--;
    days = isoWeekDays(tm.yday + (isLeap(year) ? 366 : 365), tm.wday);
  } else {
    const d = isoWeekDays(tm.yday - (isLeap(year) ? 366 : 365), tm.wday);
    if (d >= 0) { year++; days = d; }
  }
  return { year, week: Math.trunc(days / 7) + 1 };
}

/** ASCII letters only: the wide form passes other characters through as 0x100 + an index. */
const upper = (s: string): string => s.replace(/[a-z]+/g, (w) => w.toUpperCase());
const lower = (s: string): string => s.replace(/[A-Z]+/g, (w) => w.toLowerCase());

/**
 * strftime in the C locale, as glibc's strftime_l.c: after the `%`, the flags `_` (pad numbers
 * with spaces), `-` (no padding), `0` (zeros), `^` (upper case) and `#` (swap case: names upper,
 * %p and %Z lower), a field width (spaces before text, or the flag's padding), then `E`/`O`
 * (ignored in the C locale where they are valid, else the conversion is bad) and the
 * conversion; a bad one is written as it is, from its `%`. undefined when the result does not
 * fit in `max` characters (a width of 2,147,483,647 does not: it is not padded out to see).
 */
const TOO_LONG = new Error('strftime: too long');

export function formatTime(fmt: string, tm: Tm, max = Infinity): string | undefined {
  let out = '';
  const hour12 = tm.hour > 12 ? tm.hour - 12 : tm.hour === 0 ? 12 : tm.hour;
  try {
  for (let f = 0; f < fmt.length; f++) {
    if (fmt[f] !== '%') { out += fmt[f]; continue; }
    const start = f;
    let pad = '', upcase = false, swap = false, width = -1;
    for (;;) {
      const c = fmt[++f];
      if (c === '_' || c === '-' || c === '0') pad = c;
      else if (c === '^') upcase = true;
      else if (c === '#') swap = true;
      else break;
    }
    if (f < fmt.length && fmt[f] >= '0' && fmt[f] <= '9') {
      width = 0;
      while (f < fmt.length && fmt[f] >= '0' && fmt[f] <= '9') width = Math.min(2147483647, width * 10 + Number(fmt[f++]));
    }
    let modifier = '';
    if (fmt[f] === 'E' || fmt[f] === 'O') modifier = fmt[f++];
    let lowcase = false;
    /** Text, upper- or lower-cased as asked, after the width's padding (zeros with `0`, else spaces). */
    const text = (s: string): void => {
      if (width >= max || out.length + s.length >= max) throw TOO_LONG;
      const body = lowcase ? lower(s) : upcase ? upper(s) : s;
      out += (width > s.length ? (pad === '0' ? '0' : ' ').repeat(width - s.length) : '') + body;
    };
    /** A number of at least `d` digits (or the width's), padded as the flags say (do_number in glibc). */
    const number = (d: number, v: number, spacePad = false): void => {
      if (spacePad && pad !== '0' && pad !== '-') pad = '_';
      const digits = Math.max(d, width);
      if (digits >= max) throw TOO_LONG;
      let s = String(Math.abs(v));
      const negative = v < 0;
      if (pad === '-' || digits - s.length - (negative ? 1 : 0) <= 0) { text((negative ? '-' : '') + s); return; }
      const padding = digits - s.length - (negative ? 1 : 0);
      if (pad === '_') { if (out.length + padding >= max) throw TOO_LONG; out += ' '.repeat(padding); width = Math.max(0, width - padding); text((negative ? '-' : '') + s); return; }
      s = (negative ? '-' : '') + '0'.repeat(padding) + s;
      width = 0;
      text(s);
    };
    const bad = (): void => text(fmt.slice(start, f + 1));
    const sub = (s: string): void => text(formatTime(s, tm)!);
    const names = (): void => { if (swap) upcase = true; };
    const c = f < fmt.length ? fmt[f] : '';
    const notE = modifier === 'E', noMod = modifier !== '';
    switch (c) {
      case '%': text('%'); break;
      case 'a': if (noMod) bad(); else { names(); text(tm.wday < 0 || tm.wday > 6 ? '?' : DAYS[tm.wday].slice(0, 3)); } break;
      case 'A': if (noMod) bad(); else { names(); text(tm.wday < 0 || tm.wday > 6 ? '?' : DAYS[tm.wday]); } break;
      case 'b': case 'h': if (notE) bad(); else { names(); text(tm.mon < 0 || tm.mon > 11 ? '?' : MONTHS[tm.mon].slice(0, 3)); } break;
      case 'B': if (notE) bad(); else { names(); text(tm.mon < 0 || tm.mon > 11 ? '?' : MONTHS[tm.mon]); } break;
      case 'c': if (modifier === 'O') bad(); else sub('%a %b %e %H:%M:%S %Y'); break;
      case 'C': { const y = tm.year + 1900; number(1, Math.trunc(y / 100) - (y % 100 < 0 ? 1 : 0)); } break;
      case 'x': if (modifier === 'O') bad(); else sub('%m/%d/%y'); break;
      case 'D': if (noMod) bad(); else sub('%m/%d/%y'); break;
      case 'd': if (notE) bad(); else number(2, tm.mday); break;
      case 'e': if (notE) bad(); else number(2, tm.mday, true); break;
      case 'F': if (noMod) bad(); else sub('%Y-%m-%d'); break;
      case 'H': if (notE) bad(); else number(2, tm.hour); break;
      case 'I': if (notE) bad(); else number(2, hour12); break;
      case 'k': if (notE) bad(); else number(2, tm.hour, true); break;
      case 'l': if (notE) bad(); else number(2, hour12, true); break;
      case 'j': if (notE) bad(); else number(3, 1 + tm.yday); break;
      case 'M': if (notE) bad(); else number(2, tm.min); break;
      case 'm': if (notE) bad(); else number(2, tm.mon + 1); break;
      case 'n': text('\n'); break;
      case 't': text('\t'); break;
      case 'P': lowcase = true; // falls through: %p's text, lower case
      case 'p': if (swap) { upcase = false; lowcase = true; } text(tm.hour > 11 ? 'PM' : 'AM'); break;
      case 'R': sub('%H:%M'); break;
      case 'r': sub('%I:%M:%S %p'); break;
      case 'S': if (notE) bad(); else number(2, tm.sec); break;
      case 's': text(String(makeTime(tm))); break; // digits 1 whatever the width: the width pads it as text
      case 'X': if (modifier === 'O') bad(); else sub('%H:%M:%S'); break;
      case 'T': sub('%H:%M:%S'); break;
      case 'u': number(1, ((tm.wday - 1 + 7) % 7) + 1); break;
      case 'U': if (notE) bad(); else number(2, Math.trunc((tm.yday - tm.wday + 7) / 7)); break;
      case 'V': case 'g': case 'G': {
        if (notE) { bad(); break; }
        const w = isoWeek(tm);
        if (c === 'g') number(2, ((w.year % 100) + 100) % 100);
        else if (c === 'G') number(1, w.year);
        else number(2, w.week);
        break;
      }
      case 'W': if (notE) bad(); else number(2, Math.trunc((tm.yday - ((tm.wday - 1 + 7) % 7) + 7) / 7)); break;
      case 'w': if (notE) bad(); else number(1, tm.wday); break;
      case 'Y': if (modifier === 'O') bad(); else number(1, tm.year + 1900); break;
      case 'y': number(2, ((tm.year % 100) + 100) % 100); break;
      case 'Z': // no zone: tzname's, as after tzset() (the simulator's zone is UTC)
        if (swap) { upcase = false; lowcase = true; }
        text(tm.zone || (tm.isdst < 0 ? '' : tm.isdst <= 1 ? 'UTC' : '?'));
        break;
      case 'z': {
        let diff = tm.gmtoff;
        text(diff < 0 ? '-' : '+');
        diff = Math.trunc(Math.abs(diff) / 60);
        number(4, Math.trunc(diff / 60) * 100 + (diff % 60));
        break;
      }
      case '': f--; bad(); break; // a `%` (and flags) at the end: written as they are
      default: bad();
    }
  }
  } catch (e) {
    if (e === TOO_LONG) return undefined;
    throw e;
  }
  return out.length < max ? out : undefined;
}

/** asctime's "Www Mmm dd hh:mm:ss yyyy\n" (glibc's "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n"). */
export function ascTime(tm: Tm): string {
  return `${DAYS[tm.wday]?.slice(0, 3) ?? '???'} ${MONTHS[tm.mon]?.slice(0, 3) ?? '???'}${pad(tm.mday, 3, ' ')} ${pad(tm.hour, 2)}:${pad(tm.min, 2)}:${pad(tm.sec, 2)} ${tm.year + 1900}\n`;
}
