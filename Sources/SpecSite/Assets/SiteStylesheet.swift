/// The site's own stylesheet, the same on every page (inlined in a `<style>` element whose
/// hash the CSP lists, so pages work alone from file:// and under any path).
///
/// Two themes: light by default, dark under `prefers-color-scheme: dark` unless the reader
/// chose light, and whichever the reader chose with the switch (`data-theme` on `<html>`).
/// Every text color here meets WCAG AA on the surfaces it is used on, in both themes.
enum SiteStylesheet {
    static let css = #"""
:root{color-scheme:light;--bg:#ffffff;--surface:#f5f6f8;--surface-2:#eceef2;--text:#16181d;--muted:#555d69;--border:#d9dde3;--border-strong:#b7bec8;--accent:#3451d1;--accent-soft:#eef1fd;--on-accent:#ffffff;--pass:#0f6b3a;--pass-bg:#e3f4ea;--large:#8a5300;--large-bg:#fdf0d9;--fail:#b3261e;--fail-bg:#fde7e5;--focus:#3451d1;--checker:#d6d9de;--shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.08)}
:root[data-theme=dark]{color-scheme:dark;--bg:#111317;--surface:#181b20;--surface-2:#20242a;--text:#e9ebef;--muted:#a4abb6;--border:#2c3139;--border-strong:#454c57;--accent:#9db1ff;--accent-soft:#1f2547;--on-accent:#111317;--pass:#7fd8a4;--pass-bg:#13301f;--large:#f3c26b;--large-bg:#3a2a0c;--fail:#ff9a8f;--fail-bg:#3d1512;--focus:#9db1ff;--checker:#3a3f47;--shadow:0 1px 2px rgba(0,0,0,.5)}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;--bg:#111317;--surface:#181b20;--surface-2:#20242a;--text:#e9ebef;--muted:#a4abb6;--border:#2c3139;--border-strong:#454c57;--accent:#9db1ff;--accent-soft:#1f2547;--on-accent:#111317;--pass:#7fd8a4;--pass-bg:#13301f;--large:#f3c26b;--large-bg:#3a2a0c;--fail:#ff9a8f;--fail-bg:#3d1512;--focus:#9db1ff;--checker:#3a3f47;--shadow:0 1px 2px rgba(0,0,0,.5)}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:calc(var(--header-height,58px) + 16px)}
body{margin:0;overflow-wrap:break-word;background:var(--bg);color:var(--text);font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}
code,kbd,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace;font-size:.86em}
a{color:var(--accent);text-underline-offset:.18em;text-decoration-thickness:1px}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px;border-radius:4px}
.skip{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.skip:focus{position:fixed;left:16px;top:12px;width:auto;height:auto;z-index:100;background:var(--bg);color:var(--accent);padding:8px 14px;border-radius:8px;box-shadow:var(--shadow)}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.site-header{position:sticky;top:0;z-index:10;display:flex;align-items:center;gap:12px 20px;padding:10px 28px;background:var(--bg);border-bottom:1px solid var(--border)}
.nav-toggle{font:inherit;font-size:.88rem;font-weight:600;color:var(--text);background:var(--surface);border:1px solid var(--border-strong);border-radius:8px;padding:6px 14px;min-height:36px;cursor:pointer}
.nav-toggle[hidden]{display:none}
@media (min-width:901px){.nav-toggle{display:none}}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1rem;color:var(--text);text-decoration:none;margin-right:auto}
.brand-mark{display:inline-block;width:22px;height:22px;border-radius:7px;background:conic-gradient(from 200deg,#ff6b6b,#fdcb6e,#55efc4,#74b9ff,#a29bfe,#ff6b6b)}
.brand small{font-weight:500;color:var(--muted)}
.search-form{display:flex;align-items:center;gap:6px}
.search-form input,.search-page input{font:inherit;font-size:.92rem;color:var(--text);background:var(--surface);border:1px solid var(--border-strong);border-radius:999px;padding:6px 14px;width:240px}
.search-form button,.button{font:inherit;font-size:.88rem;font-weight:600;color:var(--text);background:var(--surface);border:1px solid var(--border-strong);border-radius:999px;padding:6px 14px;cursor:pointer}
.theme-switch{display:inline-flex;gap:2px;padding:3px;border:1px solid var(--border-strong);border-radius:999px;background:var(--surface)}
.theme-switch button{font:inherit;font-size:.84rem;font-weight:600;color:var(--text);background:transparent;border:0;border-radius:999px;padding:4px 12px;cursor:pointer}
.theme-switch button[aria-pressed=true]{background:var(--accent);color:var(--on-accent)}
.layout{display:grid;grid-template-columns:232px minmax(0,1fr);min-height:calc(100vh - 58px)}
.site-nav{position:sticky;top:58px;align-self:start;height:calc(100vh - 58px);overflow:auto;padding:24px 14px;border-right:1px solid var(--border)}
.site-nav ul{list-style:none;margin:0;padding:0}
.site-nav li{margin:1px 0}
.site-nav a{display:flex;justify-content:space-between;gap:8px;padding:7px 12px;border-radius:8px;color:var(--text);text-decoration:none;font-weight:500}
.site-nav a:hover{background:var(--surface)}
.site-nav a[aria-current=page]{background:var(--accent-soft);color:var(--accent);font-weight:650}
.site-nav .count{color:var(--muted);font-weight:400;font-size:.85em}
.site-nav a[aria-current=page] .count{color:var(--accent)}
.site-nav .nav-heading{margin:20px 0 6px;padding:6px 12px;font-size:.75rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted);cursor:pointer;border-radius:8px}
.site-nav .nav-heading:hover{background:var(--surface)}
main{padding:36px 56px 80px;max-width:1240px;min-width:0}
.site-footer{grid-column:2;padding:20px 56px 40px;color:var(--muted);font-size:.85rem;border-top:1px solid var(--border)}
h1{font-size:2.1rem;line-height:1.15;letter-spacing:-.022em;margin:0 0 10px}
h2{font-size:1.4rem;letter-spacing:-.012em;line-height:1.25;margin:48px 0 14px}
h3{font-size:1.05rem;margin:0 0 4px;line-height:1.3}
h4{font-size:.95rem;margin:18px 0 8px}
.lead{font-size:1.06rem;color:var(--muted);max-width:72ch;margin:0 0 28px}
.muted{color:var(--muted)}
.section-intro{color:var(--muted);max-width:72ch;margin:-4px 0 18px}
.eyebrow{font-size:.78rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted);margin:0 0 6px}
.card{background:var(--surface);border:1px solid var(--border);border-radius:14px;padding:20px 22px}
.grid{display:grid;gap:16px}
.stats{grid-template-columns:repeat(auto-fill,minmax(140px,1fr))}
.stat{display:block;text-decoration:none;color:var(--text)}
a.stat:hover{border-color:var(--accent)}
.stat .num{display:block;font-size:2rem;font-weight:750;letter-spacing:-.02em;line-height:1.1}
.stat .label{display:block;color:var(--muted);font-size:.9rem;margin-top:2px}
.two-col{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px}
.bar-list{list-style:none;margin:0;padding:0}
.bar-list li{display:grid;grid-template-columns:150px 1fr 48px;align-items:center;gap:12px;padding:5px 0}
.bar{height:8px;border-radius:999px;background:var(--surface-2);overflow:hidden}
.bar span{display:block;height:100%;background:var(--accent);border-radius:999px}
.table-wrap{overflow-x:auto;position:relative;border:1px solid var(--border);border-radius:12px}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{text-align:left;vertical-align:top;padding:9px 12px;border-bottom:1px solid var(--border)}
tr:last-child>td,tr:last-child>th{border-bottom:0}
thead th{font-size:.76rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:var(--muted);background:var(--surface);white-space:nowrap}
tbody th{font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.badge{display:inline-flex;align-items:center;gap:4px;font-size:.74rem;font-weight:700;letter-spacing:.02em;padding:2px 9px;border-radius:999px;background:var(--surface-2);color:var(--text);white-space:nowrap;vertical-align:middle}
.verdict.pass,.sev-note{background:var(--pass-bg);color:var(--pass)}
.verdict.large,.sev-warning{background:var(--large-bg);color:var(--large)}
.verdict.fail,.sev-error{background:var(--fail-bg);color:var(--fail)}
.badge.deprecated{background:var(--large-bg);color:var(--large)}
.token-group{margin-bottom:8px}
.token{display:grid;grid-template-columns:204px minmax(0,1fr);gap:24px;padding:18px 0;border-top:1px solid var(--border)}
.token:target,.component:target,.rule:target{background:var(--accent-soft);box-shadow:0 0 0 12px var(--accent-soft);border-radius:4px}
.token-name{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px 10px}
.token-name code{font-size:.95rem;font-weight:650}
.display-name{color:var(--muted)}
.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:3px 14px;margin:10px 0 0;font-size:.9rem}
.facts dt{color:var(--muted)}
.facts dd{margin:0;min-width:0;overflow-wrap:break-word}
.description{margin:6px 0 0;max-width:75ch}
.swatches{display:flex;flex-wrap:wrap;gap:12px;align-content:start}
.swatch{display:flex;flex-direction:column;gap:6px;width:96px;margin:0}
.chip{display:block;height:64px;border-radius:12px;border:1px solid var(--border-strong);background-color:#ffffff;background-image:conic-gradient(var(--checker) 25%,#ffffff 0 50%,var(--checker) 0 75%,#ffffff 0);background-size:14px 14px;overflow:hidden}
.chip>span{display:block;height:100%}
.chip.translucent>span{height:70%}
.chip>span.flat{height:30%;border-top:1px solid var(--border-strong)}
.swatch figcaption{font-size:.78rem;line-height:1.35}
.swatch figcaption b{display:block;font-weight:600;color:var(--muted);text-transform:capitalize}
.chain{display:inline-flex;flex-wrap:wrap;align-items:center;gap:4px}
.chain .arrow{color:var(--muted)}
.used{display:flex;flex-wrap:wrap;gap:6px}
.used a,.used span.pill{display:inline-flex;align-items:center;min-height:26px;padding:1px 8px;border:1px solid var(--border);border-radius:999px;font-size:.82rem;text-decoration:none;background:var(--bg)}
.chain a,.where a,.finding-message a,.fix a,td a,th a,.facts a{display:inline-block;min-height:24px;line-height:24px}
.code-names{list-style:none;margin:10px 0 0;padding:0;display:grid;gap:4px;font-size:.86rem}
.code-names li{display:grid;grid-template-columns:7.5em minmax(0,1fr) auto;align-items:center;gap:8px}
.code-names li>span{color:var(--muted)}
.prose li code,.prose p code,.findings code{overflow-wrap:anywhere}
.code-names code{overflow-wrap:anywhere;background:var(--surface);border:1px solid var(--border);border-radius:6px;padding:1px 6px}
.code-names button{font:inherit;font-size:.78rem;font-weight:600;color:var(--text);background:var(--bg);border:1px solid var(--border-strong);border-radius:6px;min-height:26px;min-width:44px;padding:2px 8px;cursor:pointer}
.code-names button:hover{border-color:var(--accent)}
.code-names button[data-copied]{border-color:var(--pass);color:var(--pass)}
.sample{display:inline-grid;place-items:center;min-width:56px;height:40px;padding:0 10px;border-radius:9px;font-weight:650;font-size:18px;line-height:1;border:1px solid var(--border)}
.sample::before{content:attr(data-text)}
.sample.small{min-width:40px;height:28px;font-size:14px;border-radius:7px}
.matrix td,.matrix th{padding:8px;text-align:center;vertical-align:middle}
.matrix tbody th{text-align:left;white-space:nowrap}
.matrix .cell{display:flex;flex-direction:column;align-items:center;gap:4px}
.matrix .ratio{font-variant-numeric:tabular-nums;font-size:.84rem;font-weight:600}
.matrix .cell.unused{border:1px dashed var(--border-strong);border-radius:8px;padding:4px}
.matrix .cell.unused .ratio{font-weight:400}
.matrix .use{font-size:.72rem;font-weight:700;color:var(--accent)}
.matrix thead th{text-transform:none;letter-spacing:0;font-size:.78rem;white-space:normal;min-width:92px}
.col-swatch{display:block;width:28px;height:14px;margin:0 auto 4px;border-radius:4px;border:1px solid var(--border-strong)}
.mode-panels{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px}
.mode-panel{border-radius:14px;padding:18px;border:1px solid var(--border-strong)}
.mode-label{display:inline-block;font-size:.74rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase;padding:2px 8px;border-radius:6px;background:var(--bg);color:var(--text);margin-bottom:12px;border:1px solid var(--border)}
.emotion-row{display:flex;flex-wrap:wrap;gap:8px;margin:6px 0 14px}
.row-label{display:block;font-size:.74rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase;margin:4px 0 2px}
.emotion-chip{display:inline-flex;align-items:center;height:36px;padding:0 14px;border-radius:18px;font-size:14px;font-weight:600;border:1px solid transparent}
.emotion-chip::before{content:attr(data-text)}
.cvd-table th,.cvd-table td{padding:6px 4px;text-align:center;vertical-align:middle;font-size:.8rem;border-bottom:0}
.cvd-table thead th{text-transform:none;letter-spacing:0;font-weight:600;white-space:normal;min-width:64px}
.cvd-table tbody th{text-align:left;white-space:nowrap;padding-left:12px}
.cvd-cell{display:block;height:34px;min-width:48px;border-radius:8px;border:1px solid var(--border)}
.table-wrap+h3,.table-wrap+.table-wrap,.mode-panels+h3{margin-top:24px}
.specimen{padding:24px 0;border-top:1px solid var(--border);display:grid;grid-template-columns:minmax(0,1fr) 360px;gap:32px}
.specimen .text{margin:8px 0 10px;overflow-wrap:anywhere;color:var(--text)}
.specimen .description,.scale-row .description,.motion .description{font-size:.88rem;color:var(--muted)}
.specimen .facts{margin-top:0}
.scale-row{display:grid;grid-template-columns:minmax(240px,420px) 72px minmax(0,1fr);align-items:center;gap:20px;padding:12px 0;border-top:1px solid var(--border)}
.scale-row .value{font-variant-numeric:tabular-nums}
.ruler{display:block;height:16px;background:var(--accent);border-radius:3px;max-width:100%;opacity:.85}
.box{display:block;background:var(--accent-soft);border:2px solid var(--accent);max-width:100%}
.radius-box{display:block;width:72px;height:72px;background:var(--accent-soft);border:2px solid var(--accent)}
.shadow-box{display:grid;place-items:center;width:120px;height:80px;border-radius:12px;font-size:.8rem}
.shadow-pair{display:flex;flex-wrap:wrap;gap:24px;align-items:center;padding:8px}
.shadow-backdrop{display:inline-block;padding:18px;border-radius:12px;background:#d8dce2}
.layers{margin:10px 0 0;padding:6px 10px 6px 2em;font-size:.85rem;background:var(--bg);color:var(--text);border:1px solid var(--border);border-radius:8px}
.layers li{margin:2px 0}
p.layers{padding-left:10px}
.opacity-box{display:block;width:72px;height:44px;border-radius:8px;border:1px solid var(--border-strong);background-color:#ffffff;background-image:conic-gradient(var(--checker) 25%,#ffffff 0 50%,var(--checker) 0 75%,#ffffff 0);background-size:12px 12px}
.opacity-box span{display:block;height:100%;border-radius:7px;background:var(--text)}
.border-box{display:block;width:120px;height:56px;border-radius:10px;background:var(--bg)}
.motion-controls{display:flex;align-items:center;gap:10px;margin:0 0 20px}
.motion{display:grid;grid-template-columns:minmax(200px,300px) 150px minmax(0,1fr);gap:20px;align-items:center;padding:16px 0;border-top:1px solid var(--border)}
.curve{width:120px;height:120px;background:var(--surface);border:1px solid var(--border);border-radius:10px}
.curve .axis{stroke:var(--border-strong);stroke-width:1;fill:none}
.curve .plot{stroke:var(--accent);stroke-width:2.5;fill:none;stroke-linecap:round}
.curve .handle{stroke:var(--muted);stroke-width:1;stroke-dasharray:3 3;fill:none}
.timeline{display:block;height:10px;border-radius:999px;background:var(--accent);opacity:.8;max-width:150px}
.track{position:relative;display:block;width:280px;max-width:100%;height:32px;border-radius:999px;background:var(--surface-2);border:1px solid var(--border)}
.ball{position:absolute;left:4px;top:4px;width:22px;height:22px;border-radius:50%;background:var(--accent);animation-iteration-count:infinite}
.still{display:none;position:relative;width:280px;max-width:100%;height:32px;border-radius:999px;background:var(--surface-2);border:1px solid var(--border)}
.still i{position:absolute;top:4px;width:22px;height:22px;border-radius:50%;background:var(--accent)}
.still i.ghost{opacity:.3}
body:has(#pause-motion:checked) .ball{animation-play-state:paused}
@media (prefers-reduced-motion:reduce){.ball{animation:none!important}.track{display:none}.still{display:block}.motion-controls{display:none}}
.wire-modes{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
.wire-figure{margin:0;min-width:0;max-width:100%}
.wire-figure figcaption{font-weight:650;margin:0 0 6px}
.wire-figure .table-wrap{padding:12px;background:var(--surface)}
.wire-screen{width:401px;padding:12px;display:flex;flex-direction:column;align-items:flex-start;gap:10px;border:1px solid var(--border-strong);border-radius:18px;position:relative;font-size:15px;line-height:1.25}
.wire-node{position:relative;display:flex;flex-direction:column;align-items:flex-start;gap:6px;padding:20px 6px 6px;min-height:26px;min-width:40px;max-width:100%;outline:1px dashed var(--border-strong);outline-offset:-1px}
.wire-node>.wire-node{align-self:stretch}
.wire-node[data-width]{align-self:flex-start}
.wire-label{position:absolute;top:2px;left:3px;right:3px;display:flex;flex-wrap:wrap;gap:2px 4px;font:600 10px/14px system-ui,sans-serif;pointer-events:none}
.wire-name,.wire-dim,.wire-chip{background:var(--bg);color:var(--text);border-radius:4px;padding:0 4px;white-space:nowrap}
.wire-dim{color:var(--muted);font-variant-numeric:tabular-nums}
.wire-chip{display:inline-block;font:600 10px/16px system-ui,sans-serif}
.wire-chip.unknown{background:var(--large-bg);color:var(--large)}
.wire-chip.target{color:var(--accent);position:relative;z-index:1}
.wire-text{display:block;line-height:1.25;overflow-wrap:anywhere;max-width:100%}
.wire-text::before{content:attr(data-text)}
.wire-text-unknown{font-style:italic}
.wire-unknown{background-image:repeating-linear-gradient(45deg,var(--checker) 0 6px,transparent 6px 12px)}
.wire-border-unknown{border:2px dashed var(--large)}
.wire-target{position:absolute;left:50%;top:50%;width:100%;height:100%;transform:translate(-50%,-50%);outline:2px dashed var(--accent);outline-offset:-1px;pointer-events:none}
.wire-target.fails{outline-color:var(--fail)}
.wire-flag{display:inline-flex;align-items:center;justify-content:center;min-height:24px;min-width:24px;font:700 12px/1.2 system-ui,sans-serif;background:var(--fail-bg);color:var(--fail);border-radius:6px;padding:2px 6px;text-decoration:none;position:relative;z-index:1}
.wire-spill{display:flex;flex-direction:column;align-items:flex-start;gap:6px;margin-top:-4px;padding:4px 0 0 8px;border-left:2px solid var(--border-strong);max-width:100%}
.wire-alone{display:inline-block;padding:8px;border-radius:10px;border:1px solid var(--border)}
.wire-alone .wire-node{min-width:120px}
.wire-node[data-width]{min-width:0;padding-left:0;padding-right:0}
.wire-node[data-height]{min-height:0;padding-top:0;padding-bottom:0}
.wire-state-table td{vertical-align:top}
.findings{list-style:none;margin:0;padding:0}
.findings li{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 10px;padding:10px 0;border-top:1px solid var(--border)}
.findings li:target{background:var(--accent-soft);box-shadow:0 0 0 8px var(--accent-soft);border-radius:4px}
.findings p{margin:0 0 2px}
.finding-message{overflow-wrap:anywhere}
.filters{display:flex;flex-wrap:wrap;gap:8px 16px;margin:0 0 8px;padding:12px 16px;background:var(--surface);border:1px solid var(--border);border-radius:12px}
.filters[hidden]{display:none}
.filter{display:flex;flex-direction:column;gap:2px;margin:0;font-size:.85rem}
.filter label{font-weight:600;color:var(--muted)}
.filter select{font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border-strong);border-radius:8px;padding:4px 8px;min-height:32px;max-width:260px}
.finding-group{margin-top:8px}
.finding-group[hidden],.findings li[hidden]{display:none}
.findings li:first-child{border-top:0}
.findings .where{grid-column:2;font-size:.85rem;color:var(--muted)}
.fix{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.findings li>.badge{align-self:start;margin-top:2px}
.prose{max-width:78ch}
.prose pre,pre.block{background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:14px 16px;overflow:auto;line-height:1.35}
.prose table{margin:12px 0}
.component{padding:22px 0;border-top:1px solid var(--border)}
.component .component{margin-left:20px;padding:14px 0}
.component-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px 14px}
.value-line{display:inline-flex;align-items:center;gap:6px;flex-wrap:wrap}
.mini{display:inline-block;width:16px;height:16px;border-radius:4px;border:1px solid var(--border-strong);vertical-align:-3px}
.source{list-style:none;margin:0;padding:12px 0;counter-reset:line;background:var(--surface);border:1px solid var(--border);border-radius:10px;overflow:auto;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.82rem;line-height:1.5}
.source li{counter-increment:line;white-space:pre;padding:0 16px 0 0}
.source li::before{content:counter(line);display:inline-block;width:4.5em;padding-right:1em;text-align:right;color:var(--muted)}
.source li:target{background:var(--accent-soft)}
.rule{padding:24px 0;border-top:1px solid var(--border)}
.example{margin:10px 0}
.example pre{margin:6px 0 0}
.search-page input{width:100%;max-width:560px;font-size:1.05rem;padding:10px 16px}
.results{list-style:none;margin:16px 0 0;padding:0}
.results li{padding:10px 0;border-top:1px solid var(--border)}
.results .kind{font-size:.78rem;color:var(--muted);margin-left:8px}
.result-swatch{display:inline-block;width:16px;height:16px;border-radius:4px;border:1px solid var(--border-strong);vertical-align:-3px;margin-right:8px}
.result-code{display:block;font-size:.82rem;margin-top:2px}
.result-text{margin:2px 0 0;font-size:.88rem;color:var(--muted);max-width:80ch}
.toc{display:flex;flex-wrap:wrap;gap:6px 8px;margin:0 0 8px;padding:0;list-style:none}
.toc a{display:inline-flex;align-items:center;min-height:28px;padding:3px 10px;border:1px solid var(--border);border-radius:999px;font-size:.85rem;text-decoration:none;background:var(--surface)}
.note{font-size:.9rem;color:var(--muted)}
.findings-heading{margin-top:32px}
@media (max-width:900px){
.layout{grid-template-columns:minmax(0,1fr)}
.site-header{position:static;flex-wrap:wrap;padding:10px 16px}
html{scroll-padding-top:16px}
.brand{margin-right:auto}
.search-form{order:3;flex:1 1 100%}
.search-form input{flex:1 1 auto;width:auto;min-width:0}
.site-nav{position:static;height:auto;max-height:none;border-right:0;border-bottom:1px solid var(--border);padding:12px 16px}
.js .site-nav:not(.open){display:none}
main{padding:24px 16px 60px}
.site-footer{grid-column:1;padding:20px 16px}
.token,.specimen,.motion,.scale-row{grid-template-columns:minmax(0,1fr)}
.code-names li{grid-template-columns:minmax(0,1fr) auto}
.code-names li>span{grid-column:1 / -1}
.bar-list li{grid-template-columns:minmax(0,1fr) 60px 40px}
.stats{grid-template-columns:repeat(auto-fill,minmax(120px,1fr))}
.two-col,.mode-panels{grid-template-columns:minmax(0,1fr)}
h1{font-size:1.7rem;overflow-wrap:anywhere}
h2,h3{overflow-wrap:anywhere}
.track,.still{width:100%}
.prose pre,pre.block{max-width:100%}
}
@media print{.site-header,.site-nav,.skip{display:none}.layout{display:block}}
"""#
}
