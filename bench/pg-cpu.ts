// The CPU time (ms so far) of the PostgreSQL server behind a URL, from /proc (Linux; the server on
// this machine): its postmaster and every live child (backends, autovacuum, writers), plus the
// children it has already reaped. A backend is found with pg_backend_pid(), its parent is the
// postmaster, so other PostgreSQL servers on the machine are not counted.
import fs from "node:fs";
import pg from "pg";

const CLOCK_TICKS = 100;
const statOf = (pid: number | string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  } catch {
    return null; // ended meanwhile
  }
};

export async function postgresCpu(databaseUrl: string): Promise<() => number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const postmaster = Number(statOf(rows[0].pid)?.[1]);
  await client.end();
  if (!postmaster) throw new Error("the PostgreSQL server is not on this machine");
  return () => {
    const own = statOf(postmaster)!;
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const name of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      const f = statOf(name);
      if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS;
  };
}
