import { RESULT_MARK_CSS } from '../../components/ResultMark.js'

/** Styles of the Send view; they travel in its chunk. */
export const SEND_CSS = `
.sigil-send{display:flex;flex-direction:column;gap:16px}
.sigil-send-field{display:flex;flex-direction:column;gap:8px}
.sigil-send-field__label{margin:0 4px;font-size:13px;font-weight:600;color:var(--sigil-fg-2)}
.sigil-send-field__foot{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:32px;padding-block:0;padding-inline:4px 0}
.sigil-send-field__hint{display:inline-flex;align-items:center;gap:6px;min-height:20px;margin:0 4px;font-size:13px;line-height:1.45;color:var(--sigil-fg-2);font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.sigil-send-field__foot .sigil-send-field__hint{margin:0}
.sigil-send-field__hint[data-tone="error"]{color:var(--sigil-error)}
.sigil-send-receiver:not(:placeholder-shown){direction:ltr}
.sigil-send-field__foot .sigil-button{flex:none}
.sigil-send-token,.sigil-send-token-option{font:inherit;display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:10px 14px;border:1px solid var(--sigil-border);border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2);color:var(--sigil-fg-1);cursor:pointer;text-align:start;transition:background-color .12s}
.sigil-send-token:hover,.sigil-send-token-option:hover{background:var(--sigil-bg-3)}
.sigil-send-token-option{border-color:transparent;min-height:52px}
.sigil-send-token-option[aria-pressed="true"]{border-color:color-mix(in srgb,var(--sigil-accent) 55%,transparent);background:color-mix(in srgb,var(--sigil-accent) 8%,var(--sigil-bg-2))}
.sigil-send-token__text{flex:1;min-width:0;display:flex;flex-direction:column;gap:1px}
.sigil-send-token__symbol{font-size:15px;font-weight:650;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-send-token__name{font-size:13px;line-height:1.3;color:var(--sigil-fg-2);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-send-token__balance{flex:none;max-width:50%;overflow-wrap:break-word;text-align:end;font-size:14px;font-weight:600;font-variant-numeric:tabular-nums;color:var(--sigil-fg-1)}
.sigil-send-token__chevron{flex:none;color:var(--sigil-fg-2)}
.sigil-send-token[aria-expanded="true"] .sigil-send-token__chevron{transform:rotate(180deg)}
.sigil-send-token-list{display:flex;flex-direction:column;gap:4px;margin-top:6px;padding:4px;border-radius:calc(var(--sigil-radius-item) + 4px);border:1px solid var(--sigil-border);background:var(--sigil-bg-1);max-height:232px;overflow-y:auto}
.sigil-send-amount{display:flex;align-items:center;gap:8px;height:64px;padding:0 16px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border);background:var(--sigil-bg-2);transition:border-color .12s,background-color .12s}
.sigil-send-amount:focus-within{outline:2px solid var(--sigil-accent);outline-offset:-1px;border-color:transparent;background:var(--sigil-bg-1)}
.sigil-send-amount[data-invalid]{border-color:var(--sigil-error)}
.sigil-send-amount__input{font:inherit;flex:1;min-width:0;height:100%;padding:0;border:0;background:transparent;color:var(--sigil-fg-1);font-size:26px;font-weight:650;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.sigil-send-amount__input::placeholder{color:var(--sigil-fg-3)}
.sigil-send-amount__input:focus,.sigil-send-amount__input:focus-visible{outline:none}
.sigil-send-amount input.sigil-send-amount__input:is(:focus,:focus-visible){outline:none}
.sigil-send-amount__symbol{flex:0 1 auto;min-width:0;max-width:40%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:16px;font-weight:650;color:var(--sigil-fg-2)}
.sigil-send-receiver{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:14px}
.sigil-send-receiver::placeholder{font-family:var(--sigil-font-family)}
.sigil-send__submit{width:100%;margin-top:4px}
.sigil-send-summary{display:flex;flex-direction:column;align-items:center;gap:10px;padding:12px 0 4px}
.sigil-send-summary__amount{display:flex;align-items:center;gap:10px;margin:0;font-size:28px;line-height:1.2;font-weight:700;letter-spacing:-.01em;font-variant-numeric:tabular-nums;color:var(--sigil-fg-1);overflow-wrap:anywhere;text-align:center}
.sigil-send-details{display:flex;flex-direction:column;margin:0;padding:4px 14px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2)}
.sigil-send-details>div{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:48px;padding:8px 0}
.sigil-send-details>div+div{border-top:1px solid var(--sigil-border)}
.sigil-send-details dt{flex:none;font-size:14px;color:var(--sigil-fg-2)}
.sigil-send-details dd{display:flex;align-items:center;gap:8px;min-width:0;margin:0;font-size:14px;font-weight:600;color:var(--sigil-fg-1);text-align:end}
.sigil-send-details__receiver{display:flex;flex-direction:column;align-items:flex-end;min-width:0}
.sigil-send-details__address{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;font-weight:500;color:var(--sigil-fg-2);word-break:break-all}
.sigil-send-details__receiver>span:first-child:not(:last-child){font-size:14px}
.sigil-send-details .sigil-avatar{flex:none}
.sigil-send-result{gap:14px}
.sigil-send-result__text{display:flex;flex-direction:column;gap:6px}
.sigil-send-mark{display:grid;place-items:center;width:56px;height:56px}
.sigil-send-hash{display:flex;flex-direction:column;gap:6px;width:100%;padding:12px 14px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2);text-align:start}
.sigil-send-hash .sigil-send-field__label{margin:0}
.sigil-send-hash code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;line-height:1.5;color:var(--sigil-fg-1);word-break:break-all}
.sigil-send-link{display:inline-flex;align-items:center;gap:4px;font-size:14px;font-weight:600;color:var(--sigil-accent);text-decoration:none;border-radius:6px}
.sigil-send-link:hover{text-decoration:underline}
.sigil-send-link:focus-visible{outline:2px solid var(--sigil-accent);outline-offset:2px}
.sigil-send-result>.sigil-button{min-width:148px;margin-top:4px}
${RESULT_MARK_CSS}`
