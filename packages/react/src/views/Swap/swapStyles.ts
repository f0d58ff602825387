import { RESULT_MARK_CSS } from '../../components/ResultMark.js'

/** Styles of the Swap view; they travel in its chunk. */
export const SWAP_CSS = `
.sigil-swap{display:flex;flex-direction:column;gap:12px}
.sigil-swap-sides{position:relative;display:flex;flex-direction:column;gap:4px}
.sigil-swap-side{display:flex;flex-direction:column;gap:4px;padding-block:12px 10px;padding-inline:16px 12px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2);border:1px solid transparent;transition:border-color .12s,background-color .12s}
.sigil-swap-side:has(.sigil-swap-side__amount:focus-visible){border-color:color-mix(in srgb,var(--sigil-accent) 60%,transparent);background:var(--sigil-bg-1)}
.sigil-swap-side[data-invalid],.sigil-swap-side[data-invalid]:has(.sigil-swap-side__amount:focus-visible){border-color:color-mix(in srgb,var(--sigil-error) 60%,transparent)}
.sigil-swap-side--receive{background:transparent;border-color:var(--sigil-border)}
.sigil-swap-side__top{display:flex;justify-content:space-between;align-items:center;gap:8px;min-height:24px;font-size:13px;color:var(--sigil-fg-2)}
.sigil-swap-side__label{font-weight:600;color:var(--sigil-fg-2)}
.sigil-swap-side__balance{display:inline-flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:6px;min-width:0;font-variant-numeric:tabular-nums;overflow-wrap:break-word;text-align:end}
.sigil-swap-max{font:inherit;flex:none;font-size:12px;line-height:18px;font-weight:700;padding:1px 8px;border-radius:999px;border:0;background:color-mix(in srgb,var(--sigil-accent) 14%,transparent);color:var(--sigil-accent);cursor:pointer}
.sigil-swap-max:hover{background:color-mix(in srgb,var(--sigil-accent) 22%,transparent)}
.sigil-swap-side__row{display:flex;align-items:center;gap:10px;min-height:46px}
.sigil-swap-side__amount{font:inherit;display:block;flex:1;min-width:0;padding:0;border:0;background:transparent;color:var(--sigil-fg-1);font-size:30px;line-height:1.25;font-weight:650;letter-spacing:-.02em;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.sigil-swap-side__amount::placeholder,.sigil-swap-side__placeholder{color:var(--sigil-fg-3)}
.sigil-swap-side input.sigil-swap-side__amount:is(:focus,:focus-visible){outline:none}
.sigil-swap-side__amount[data-size="md"]{font-size:24px}
.sigil-swap-side__amount[data-size="sm"]{font-size:19px}
.sigil-swap-side__amount[data-size="xs"]{font-size:15px}
.sigil-swap-side__value{margin:0;min-height:18px;font-size:13px;line-height:18px;color:var(--sigil-fg-2);font-variant-numeric:tabular-nums}
.sigil-swap-side__value[data-tone="error"]{color:var(--sigil-error);font-weight:500}
.sigil-swap-token{font:inherit;flex:0 1 auto;min-width:0;max-width:50%;display:inline-flex;align-items:center;gap:8px;height:40px;padding-block:0;padding-inline:6px 12px;border-radius:999px;border:1px solid var(--sigil-border);background:var(--sigil-bg-1);color:var(--sigil-fg-1);font-size:16px;font-weight:650;cursor:pointer;box-shadow:0 1px 2px rgba(0,0,0,.08);transition:background-color .12s}
.sigil-swap-token:hover{background:var(--sigil-bg-3)}
.sigil-swap-token>span:last-of-type{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-swap-token svg{color:var(--sigil-fg-2)}
.sigil-swap-flip{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);z-index:1;width:40px;height:40px;display:grid;place-items:center;padding:0;border-radius:12px;border:4px solid var(--sigil-bg-1);background:var(--sigil-bg-3);color:var(--sigil-fg-1);cursor:pointer;transition:background-color .12s,transform .2s}
.sigil-swap-flip:hover{transform:translate(-50%,-50%) rotate(180deg)}
.sigil-swap-details{display:flex;flex-direction:column;gap:8px;margin:0;padding:2px 4px;font-size:13px;line-height:1.4}
.sigil-swap-details>div{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.sigil-swap-details dt{color:var(--sigil-fg-2)}
.sigil-swap-details dd{margin:0;color:var(--sigil-fg-1);font-weight:600;text-align:end;font-variant-numeric:tabular-nums}
.sigil-swap-details__quiet{color:var(--sigil-fg-2);font-weight:500}
.sigil-swap-note{margin:0;font-size:13px;text-align:center;color:var(--sigil-fg-2)}
.sigil-swap-note[data-tone="error"]{color:var(--sigil-error)}
.sigil-swap-submit{width:100%;height:52px;font-size:16px}
.sigil-swap-picker{display:flex;flex-direction:column;gap:12px}
.sigil-swap-picker__head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.sigil-swap-picker__title{margin:0 4px;font-size:15px;font-weight:650;color:var(--sigil-fg-1)}
.sigil-swap-picker__list{list-style:none;display:flex;flex-direction:column;gap:2px;margin:0 -4px;padding:0 4px;max-height:336px;overflow-y:auto;scrollbar-width:thin}
.sigil-swap-option{font:inherit;display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:8px 12px;border:1px solid transparent;border-radius:var(--sigil-radius-item);background:transparent;color:var(--sigil-fg-1);cursor:pointer;text-align:start;transition:background-color .12s}
.sigil-swap-option:hover{background:var(--sigil-bg-2)}
.sigil-swap-option[aria-pressed="true"]{background:color-mix(in srgb,var(--sigil-accent) 8%,var(--sigil-bg-2));border-color:color-mix(in srgb,var(--sigil-accent) 45%,transparent)}
.sigil-swap-option__text{flex:1;min-width:0;display:flex;flex-direction:column;gap:1px}
.sigil-swap-option__symbol{font-size:15px;font-weight:650;line-height:1.3}
.sigil-swap-option__name{font-size:13px;line-height:1.3;color:var(--sigil-fg-2);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-swap-option__balance{flex:none;max-width:50%;overflow-wrap:break-word;text-align:end;font-size:14px;font-weight:600;font-variant-numeric:tabular-nums}
.sigil-swap-progress{display:flex;flex-direction:column;gap:16px;padding:8px 0 4px}
.sigil-swap-progress__lead{margin:0;text-align:center;font-size:17px;line-height:1.35;font-weight:650;color:var(--sigil-fg-1)}
.sigil-swap-steps{list-style:none;display:flex;flex-direction:column;gap:8px;margin:0;padding:0}
.sigil-swap-step{display:flex;align-items:center;gap:12px;padding:12px 14px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2)}
.sigil-swap-step__mark{flex:none;position:relative;width:28px;height:28px;display:grid;place-items:center;border-radius:999px;background:var(--sigil-bg-3);color:var(--sigil-fg-2);font-size:13px;font-weight:700}
.sigil-swap-step[data-state="active"] .sigil-swap-step__mark{background:transparent}
.sigil-swap-step[data-state="done"] .sigil-swap-step__mark{background:color-mix(in srgb,var(--sigil-success) 16%,transparent);color:var(--sigil-success)}
.sigil-swap-step__text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.sigil-swap-step__label{font-size:15px;font-weight:600;line-height:1.3;color:var(--sigil-fg-1)}
.sigil-swap-step[data-state="next"] .sigil-swap-step__label{color:var(--sigil-fg-2)}
.sigil-swap-step__status{font-size:13px;line-height:1.35;color:var(--sigil-fg-2)}
.sigil-swap-step a,.sigil-swap-link{color:var(--sigil-accent);font-weight:600;text-decoration:none}
.sigil-swap-step a:hover,.sigil-swap-link:hover{text-decoration:underline}
.sigil-center strong.sigil-swap-inline{display:inline;white-space:normal}
.sigil-swap-result__actions{width:100%;margin-top:8px}
${RESULT_MARK_CSS}`
