import { RESULT_MARK_CSS } from '../../components/ResultMark.js'

/** Styles of the Buy view; they travel in its chunk. */
export const ONRAMP_CSS = `
.sigil-onramp{display:flex;flex-direction:column;gap:14px}
.sigil-onramp-field{display:flex;flex-direction:column;gap:8px;min-width:0;margin:0;padding:0;border:0}
.sigil-onramp-field>legend{padding:0;margin-bottom:8px}
.sigil-onramp-field__head{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%}
.sigil-onramp-field__label{margin:0 4px;font-size:13px;font-weight:600;color:var(--sigil-fg-2)}
.sigil-onramp-field__hint{margin:0 4px;min-height:18px;font-size:13px;line-height:18px;color:var(--sigil-fg-2);font-variant-numeric:tabular-nums}
.sigil-onramp-field__hint[data-tone="error"]{color:var(--sigil-error);font-weight:500}
.sigil-onramp-network{display:inline-flex;align-items:center;gap:6px;margin-inline-end:4px;font-size:13px;font-weight:600;color:var(--sigil-fg-2)}
.sigil-onramp-assets{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:8px}
.sigil-onramp-asset{font:inherit;display:flex;flex-direction:column;align-items:flex-start;gap:1px;min-width:0;padding:10px 12px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);cursor:pointer;text-align:start;transition:background-color .12s,border-color .12s}
.sigil-onramp-asset:hover{background:var(--sigil-bg-3)}
.sigil-onramp-asset[aria-pressed="true"]{border-color:color-mix(in srgb,var(--sigil-accent) 55%,transparent);background:color-mix(in srgb,var(--sigil-accent) 9%,var(--sigil-bg-2))}
.sigil-onramp-asset__symbol{font-size:15px;font-weight:650;line-height:1.3}
.sigil-onramp-asset__name{max-width:100%;font-size:12px;line-height:1.3;color:var(--sigil-fg-2);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-onramp-amount{display:flex;align-items:center;gap:8px;height:64px;padding-block:0;padding-inline:16px 10px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border);background:var(--sigil-bg-2);transition:border-color .12s,background-color .12s}
.sigil-onramp-amount:has(input:focus-visible){outline:2px solid var(--sigil-accent);outline-offset:-1px;border-color:transparent;background:var(--sigil-bg-1)}
.sigil-onramp-amount[data-invalid]{border-color:var(--sigil-error)}
.sigil-onramp-amount__input{font:inherit;flex:1;min-width:0;height:100%;padding:0;border:0;background:transparent;color:var(--sigil-fg-1);font-size:28px;font-weight:650;letter-spacing:-.02em;font-variant-numeric:tabular-nums}
.sigil-onramp-amount__input::placeholder{color:var(--sigil-fg-3)}
.sigil-onramp-amount input.sigil-onramp-amount__input:is(:focus,:focus-visible){outline:none}
.sigil-onramp-currency{font:inherit;flex:0 1 auto;min-width:0;max-width:45%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;height:40px;padding-block:0;padding-inline:14px 30px;border-radius:999px;border:1px solid var(--sigil-border);background:var(--sigil-bg-1) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12' fill='none' stroke='%23868c98' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M3 4.5l3 3 3-3'/%3E%3C/svg%3E") no-repeat right 12px center;color:var(--sigil-fg-1);font-size:15px;font-weight:650;cursor:pointer;appearance:none}
:host([dir="rtl"]) .sigil-onramp-currency{background-position:left 12px center}
.sigil-onramp-currency:hover{background-color:var(--sigil-bg-3)}
.sigil-onramp-currency option{background:var(--sigil-bg-1);color:var(--sigil-fg-1)}
.sigil-onramp-segments{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--sigil-bg-2)}
.sigil-onramp-segment{font:inherit;flex:1;min-width:0;height:36px;padding:0 12px;border:0;border-radius:999px;background:transparent;color:var(--sigil-fg-2);font-size:14px;font-weight:600;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;transition:background-color .12s,color .12s}
.sigil-onramp-segment:hover:not([aria-pressed="true"]){color:var(--sigil-fg-1)}
.sigil-onramp-segment[aria-pressed="true"]{background:var(--sigil-bg-1);color:var(--sigil-fg-1);box-shadow:0 1px 2px rgba(0,0,0,.12),0 0 0 1px var(--sigil-border)}
.sigil-onramp-quote{display:flex;flex-direction:column;gap:12px;padding:14px 16px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border)}
.sigil-onramp-quote__receive{display:flex;flex-direction:column;gap:2px;margin:0}
.sigil-onramp-quote__label{font-size:13px;font-weight:600;color:var(--sigil-fg-2)}
.sigil-onramp-quote__amount{font-size:22px;line-height:1.3;font-weight:700;letter-spacing:-.01em;color:var(--sigil-fg-1);font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.sigil-onramp-quote__rows{display:flex;flex-direction:column;gap:6px;margin:0;font-size:13px;line-height:1.4}
.sigil-onramp-quote__rows>div{display:flex;justify-content:space-between;gap:12px}
.sigil-onramp-quote__rows dt{color:var(--sigil-fg-2)}
.sigil-onramp-quote__rows dd{margin:0;color:var(--sigil-fg-1);font-weight:600;font-variant-numeric:tabular-nums;text-align:end}
.sigil-onramp-quote__total{padding-top:6px;border-top:1px solid var(--sigil-border)}
.sigil-onramp-quote__total dt,.sigil-onramp-quote__total dd{color:var(--sigil-fg-1);font-weight:700}
.sigil-onramp-note{margin:0;font-size:13px;line-height:1.45;color:var(--sigil-fg-2)}
.sigil-onramp-note[data-tone="error"]{color:var(--sigil-error);text-align:center}
.sigil-onramp-submit{width:100%;height:52px;font-size:16px}
.sigil-onramp-footnote{margin:-6px 4px 0;font-size:12px;line-height:1.45;text-align:center;color:var(--sigil-fg-2)}
.sigil-onramp-status h3{margin-top:4px}
.sigil-onramp-spinner{display:grid;place-items:center;width:56px;height:56px}
.sigil-onramp-status__actions{width:100%;margin-top:8px}
.sigil-onramp-link{box-sizing:border-box}
${RESULT_MARK_CSS}`
