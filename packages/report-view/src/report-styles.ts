/**
 * The report's look, shared by the viewer (written to report.css at its build) and the static
 * report (inlined). Colours keep 4.5:1 against their backgrounds; focus is always visible.
 */
export const REPORT_STYLES = `
:root { color-scheme: light; --ink: #1b1b1f; --muted: #4a4a55; --line: #c9c9d3; --focus: #1a4fd6; --box: #c0142d; --fixed: #1d6b32; --review: #8a4b00; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink); background: #fff; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.9em; overflow-wrap: anywhere; }
.summary, .checks, .pages, .box-list { margin: 1.5rem 0; }
.overall { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin: 0.5rem 0; }
.overall-score { font-size: 2rem; font-weight: 700; padding: 0.1rem 0.8rem; border-radius: 0.4rem; color: #fff; }
.band-low .overall-score { background: #a4262c; }
.band-medium .overall-score { background: #8a4b00; }
.band-high .overall-score { background: #1d6b32; }
.band-perfect .overall-score { background: #11558a; }
.band-unknown .overall-score { background: #4a4a55; }
.check-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
.check { border: 1px solid var(--line); border-left: 6px solid #1d6b32; border-radius: 0.3rem; padding: 0.5rem 1rem; }
.check.failing { border-left-color: var(--box); }
.check.chosen { box-shadow: 0 0 0 3px var(--focus); }
.check h3 { margin: 0.25rem 0; font-size: 1.15rem; display: flex; justify-content: space-between; gap: 1rem; }
.check-facts { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0.25rem 0; }
.check-facts div { display: flex; gap: 0.4rem; }
.check-facts dt { color: var(--muted); }
.check-facts dd { margin: 0; font-weight: 600; }
.check-description, .check-references { margin: 0.4rem 0; }
.check-references { color: var(--muted); }
.selectors { margin: 0.25rem 0; }
.page { margin: 1rem 0; max-width: 900px; }
.page-frame { position: relative; border: 1px solid var(--line); line-height: 0; }
.page-frame > img, .page-frame > canvas { display: block; width: 100%; height: auto; }
.box, .change { position: absolute; scroll-margin-top: 6rem; box-sizing: border-box; line-height: 1.2; }
.box { border: 2px solid var(--box); background: rgba(192, 20, 45, 0.08); }
.box-tag, .change-tag { position: absolute; left: -2px; color: #fff; font-size: 12px; font-weight: 700; padding: 0 4px; white-space: nowrap; }
.box-tag { top: -2px; transform: translateY(-100%); background: var(--box); }
/* A change: dashed, its tag below it, so that it stays apart from a box drawn on the same area (tagged above). */
.change { border: 2px dashed var(--fixed); background: rgba(29, 107, 50, 0.06); }
.change-tag { bottom: -2px; transform: translateY(100%); background: var(--fixed); }
.change.needs-review { border-color: var(--review); background: rgba(138, 75, 0, 0.06); }
.change.needs-review .change-tag { background: var(--review); }
.box:focus-visible, .change:focus-visible, .change.chosen { outline: 3px solid var(--focus); outline-offset: 3px; }
.changes li.chosen { background: #eef2fd; }
.pages[data-showing] .box:not(.chosen) { display: none; }
.page figcaption { line-height: 1.5; color: var(--muted); padding-top: 0.25rem; }
.box-list table { border-collapse: collapse; width: 100%; max-width: 900px; }
.box-list caption { text-align: left; color: var(--muted); padding-bottom: 0.25rem; }
.box-list th, .box-list td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
.box-list tr.chosen { background: #eef2fd; }
a { color: #1a4fd6; }
`;
