// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and self time per package or
// source directory. `node dist/bench/profile-summary.js <file.cpuprofile> [--top=15] [--last=S]`; --last keeps only
// the samples of the profile's last S seconds (e.g. the final scenario of a run).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, a directory of dist/, node's internals, or V8's pseudo frames. */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return "node:internals";
  const dist = /\/dist\/(.+)$/.exec(url);
  if (dist) {
    const first = dist[1]!.split("/")[0]!;
    return `dist/${first.replace(/\.js$/, "")}`;
  }
  return url;
}

function shortUrl(url: string): string {
  const pkg = /node_modules\/(.+)$/.exec(url);
  if (pkg) return pkg[1]!;
  const dist = /\/(dist\/.+)$/.exec(url);
  if (dist) return dist[1]!;
  return url;
}

export interface Summary {
  totalMs: number;
  idleMs: number;
  functions: { name: string; where: string; selfMs: number; share: number }[];
  areas: { area: string; selfMs: number; share: number }[];
}

export function summarize(profile: CpuProfile, lastS?: number): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const from = lastS === undefined ? -Infinity : profile.endTime - lastS * 1e6;
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i]! < from) continue;
    const next = i + 1 < times.length ? times[i + 1]! : profile.endTime;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + Math.max(0, next - times[i]!));
  }
  let totalUs = 0;
  let idleUs = 0;
  const fns = new Map<string, { name: string; where: string; us: number }>();
  const areas = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === "(idle)") {
      idleUs += us;
      continue;
    }
    totalUs += us;
    const where = frame.url ? `${shortUrl(frame.url)}:${frame.lineNumber + 1}` : "";
    const key = `${frame.functionName}@${where}`;
    const entry = fns.get(key) ?? { name: frame.functionName || "(anonymous)", where, us: 0 };
    entry.us += us;
    fns.set(key, entry);
    const area = areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + us);
  }
  const share = (us: number) => (totalUs > 0 ? us / totalUs : 0);
  return {
    totalMs: totalUs / 1000,
    idleMs: idleUs / 1000,
    functions: [...fns.values()].sort((a, b) => b.us - a.us).map((f) => ({ name: f.name, where: f.where, selfMs: f.us / 1000, share: share(f.us) })),
    areas: [...areas.entries()].sort((a, b) => b[1] - a[1]).map(([area, us]) => ({ area, selfMs: us / 1000, share: share(us) })),
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("usage: node dist/bench/profile-summary.js <file.cpuprofile> [--top=15] [--last=S]");
    process.exit(2);
  }
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const top = Number(option("top") ?? 15);
  const last = option("last") === undefined ? undefined : Number(option("last"));
  const summary = summarize(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, last);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);
  console.log(`busy ${(summary.totalMs / 1000).toFixed(1)} s, idle ${(summary.idleMs / 1000).toFixed(1)} s; shares are of busy time\n`);
  console.log(`top ${top} functions by self time:`);
  summary.functions.slice(0, top).forEach((f, i) => console.log(`${String(i + 1).padStart(3)}. ${pct(f.share)}  ${f.name}  ${f.where}`));
  console.log(`\nself time by area:`);
  for (const a of summary.areas.slice(0, 20)) console.log(`  ${pct(a.share)}  ${a.area}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
