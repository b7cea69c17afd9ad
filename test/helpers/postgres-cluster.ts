// A PostgreSQL server of the test's own (initdb in a temporary directory, a free port), so a test can stop and
// start it under load without disturbing the shared database the other suites use.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../bench/processes.js";

/** The newest installed PostgreSQL's bin directory (Debian's layout), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin");
}

/** PostgreSQL refuses to run as root; as root the cluster belongs to the `postgres` user. */
function postgresUser(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = execFileSync("getent", ["passwd", "postgres"], { encoding: "utf8" }).trim();
  const [name, , uid, gid] = line.split(":");
  return { name: name!, uid: Number(uid), gid: Number(gid) };
}

export interface PostgresCluster {
  /** A superuser URL (trust authentication on 127.0.0.1). */
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m immediate`: the server dies as in a crash, connections drop at once. */
  stopImmediately(): void;
  isRunning(): boolean;
  destroy(): void;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("no PostgreSQL installation under /usr/lib/postgresql");
  const owner = postgresUser();
  const dir = mkdtempSync("/tmp/pod-orders-pg-");
  const data = join(dir, "data");
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o755);
  const run = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    return owner
      ? execFileSync("runuser", ["-u", owner.name, "--", command, ...args], { encoding: "utf8", stdio: "pipe" })
      : execFileSync(command, args, { encoding: "utf8", stdio: "pipe" });
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    // The test stops the server, never the machine: what reached the kernel survives.
    "fsync = off",
    "max_connections = 60",
  ];
  writeFileSync(join(data, "postgresql.auto.conf"), settings.join("\n") + "\n");
  if (owner) chownSync(join(data, "postgresql.auto.conf"), owner.uid, owner.gid);
  const log = join(dir, "server.log");
  let running = false;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      if (running) return;
      run("pg_ctl", ["-D", data, "-l", log, "-w", "-t", "30", "start"]);
      running = true;
    },
    stopImmediately() {
      if (!running) return;
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      running = false;
    },
    isRunning: () => running,
    destroy() {
      try {
        if (running) cluster.stopImmediately();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}

/** Whether this machine can run a private cluster (PostgreSQL installed; as root, a `postgres` user to run it). */
export function canRunPostgresCluster(): boolean {
  if (!postgresBinDir()) return false;
  try {
    postgresUser();
    return true;
  } catch {
    return false;
  }
}
