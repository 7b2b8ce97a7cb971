/** Placeholder until its issue lands. */
export function LibrarySection() {
  return <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">…</div>;
}
