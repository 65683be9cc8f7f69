/// The site's only script, the same on every page and inlined in `<head>`; the CSP allows it
/// by its hash and nothing else. It applies the reader's theme choice before the first paint
/// (the system setting applies when there is none), wires the theme switch, collapses the
/// navigation behind a Menu button on narrow screens, keeps `#anchor` targets below the sticky
/// header, copies code names, filters the findings page, and runs the offline search on the
/// search page (its index is a JSON data block there, not code). Everything works without it
/// except choosing a theme, copying, filtering and searching: every page, finding and token is
/// also reachable by its links.
enum SiteScript {
    static let source = #"""
(function () {
  var root = document.documentElement, key = "kiln-theme";
  root.classList.add("js");
  function stored() { try { return localStorage.getItem(key); } catch (e) { return null; } }
  function save(value) { try { if (value === "auto") { localStorage.removeItem(key); } else { localStorage.setItem(key, value); } } catch (e) {} }
  function apply(value) { if (value === "light" || value === "dark") { root.setAttribute("data-theme", value); } else { root.removeAttribute("data-theme"); } }
  apply(stored());
  function norm(text) { return String(text || "").toLowerCase(); }
  function announce(text) { var status = document.getElementById("copy-status"); if (status) { status.textContent = ""; status.textContent = text; } }
  function copyText(text, done) {
    function fallback() {
      var area = document.createElement("textarea"); area.value = text; area.setAttribute("readonly", "");
      area.className = "visually-hidden"; document.body.appendChild(area); area.select();
      var ok = false; try { ok = document.execCommand("copy"); } catch (e) {}
      document.body.removeChild(area); done(ok);
    }
    if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(function () { done(true); }, fallback); } else { fallback(); }
  }
  document.addEventListener("DOMContentLoaded", function () {
    var buttons = document.querySelectorAll("[data-theme-choice]");
    function sync() {
      var current = stored() || "auto";
      for (var i = 0; i < buttons.length; i++) { buttons[i].setAttribute("aria-pressed", String(buttons[i].getAttribute("data-theme-choice") === current)); }
    }
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].addEventListener("click", function (event) {
        var choice = event.currentTarget.getAttribute("data-theme-choice");
        save(choice); apply(choice); sync();
      });
    }
    sync();
    var header = document.querySelector(".site-header"), nav = document.getElementById("site-nav"), toggle = document.querySelector(".nav-toggle");
    function measure() { if (header) { root.style.setProperty("--header-height", header.offsetHeight + "px"); } }
    measure();
    window.addEventListener("resize", measure);
    if (toggle && nav) {
      toggle.hidden = false;
      toggle.addEventListener("click", function () {
        var open = toggle.getAttribute("aria-expanded") !== "true";
        toggle.setAttribute("aria-expanded", String(open));
        nav.classList.toggle("open", open);
        measure();
      });
    }
    document.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest(".code-names button") : null;
      var code = button ? button.parentNode.querySelector("code") : null;
      if (!code) { return; }
      var text = code.textContent;
      copyText(text, function (ok) {
        announce(ok ? "Copied " + text : "Could not copy; select the text instead");
        if (ok) { button.setAttribute("data-copied", ""); button.textContent = "Copied"; setTimeout(function () { button.removeAttribute("data-copied"); button.textContent = "Copy"; }, 1500); }
      });
    });
    var params = new URLSearchParams(window.location.search);
    var filters = document.getElementById("finding-filters");
    if (filters) {
      var selects = filters.querySelectorAll("select[data-filter]"), items = document.querySelectorAll(".finding-group li[data-rule]");
      var groups = document.querySelectorAll(".finding-group"), line = document.getElementById("filter-status-line");
      filters.hidden = false;
      for (var s = 0; s < selects.length; s++) {
        var wanted = params.get(selects[s].getAttribute("data-filter"));
        if (wanted !== null) { selects[s].value = wanted; }
        selects[s].addEventListener("change", filter);
      }
      function filter() {
        var shown = 0;
        for (var n = 0; n < items.length; n++) {
          var ok = true;
          for (var f = 0; f < selects.length; f++) {
            var value = selects[f].value;
            if (value && items[n].getAttribute("data-" + selects[f].getAttribute("data-filter")) !== value) { ok = false; break; }
          }
          items[n].hidden = !ok; if (ok) { shown++; }
        }
        for (var g = 0; g < groups.length; g++) { groups[g].hidden = !groups[g].querySelector("li[data-rule]:not([hidden])"); }
        if (line) { line.textContent = "Showing " + shown + " of " + items.length + " findings."; }
      }
      filter();
    }
    var data = document.getElementById("search-index");
    var input = document.getElementById("search-input");
    var list = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    if (!data || !input || !list || !status) { return; }
    var entries = JSON.parse(data.textContent);
    for (var j = 0; j < entries.length; j++) {
      var entry = entries[j];
      entry.h = norm(entry.t + " " + (entry.q || "") + " " + entry.k + " " + (entry.d || "") + " " + (entry.c || "") + " " + (entry.x || ""));
      entry.lt = norm(entry.t); entry.lc = norm(entry.c); entry.lx = norm(entry.x);
    }
    function snippet(entry, word) {
      var at = entry.lx.indexOf(word);
      if (at < 0) { return ""; }
      var start = Math.max(0, at - 60), end = Math.min(entry.x.length, at + word.length + 80);
      return (start > 0 ? "…" : "") + entry.x.slice(start, end) + (end < entry.x.length ? "…" : "");
    }
    function render() {
      var query = norm(input.value).trim();
      while (list.firstChild) { list.removeChild(list.firstChild); }
      if (!query) { status.textContent = "Type to search " + entries.length + " tokens, code names, components, screens, spec text and rules."; return; }
      var words = query.split(/\s+/), hits = [];
      for (var k = 0; k < entries.length; k++) {
        var entry = entries[k], ok = true;
        for (var w = 0; w < words.length; w++) { if (entry.h.indexOf(words[w]) < 0) { ok = false; break; } }
        if (!ok) { continue; }
        var first = words[0], rank = entry.lt.indexOf(first) === 0 ? 0 : entry.lt.indexOf(first) >= 0 ? 1 : entry.lc.indexOf(first) >= 0 ? 2 : entry.lx.indexOf(first) >= 0 ? 4 : 3;
        hits.push({ entry: entry, rank: rank });
      }
      hits.sort(function (a, b) { return a.rank - b.rank || (a.entry.t < b.entry.t ? -1 : a.entry.t > b.entry.t ? 1 : 0); });
      var shown = hits.slice(0, 200);
      for (var m = 0; m < shown.length; m++) {
        var hit = shown[m].entry, item = document.createElement("li"), link = document.createElement("a"), kind = document.createElement("span");
        if (hit.s) { var chip = document.createElement("span"); chip.className = "result-swatch"; chip.style.backgroundColor = hit.s; chip.setAttribute("aria-hidden", "true"); item.appendChild(chip); }
        link.href = hit.u; link.textContent = hit.t + (hit.q ? " (" + hit.q + ")" : "");
        kind.className = "kind"; kind.textContent = hit.k + (hit.d ? " · " + hit.d : "");
        item.appendChild(link); item.appendChild(kind);
        var code = hit.c && hit.lc.indexOf(words[0]) >= 0 ? hit.c.split("\n").filter(function (name) { return norm(name).indexOf(words[0]) >= 0; })[0] : "";
        if (code) { var codeLine = document.createElement("code"); codeLine.className = "result-code"; codeLine.textContent = code; item.appendChild(codeLine); }
        var text = shown[m].rank === 4 ? snippet(hit, words[0]) : "";
        if (text) { var excerpt = document.createElement("p"); excerpt.className = "result-text"; excerpt.textContent = text; item.appendChild(excerpt); }
        list.appendChild(item);
      }
      status.textContent = hits.length === 0 ? "No results for \u201C" + input.value + "\u201D." : hits.length + (hits.length === 1 ? " result" : " results") + (hits.length > shown.length ? ", showing the first " + shown.length : "") + ".";
    }
    if (params.get("q")) { input.value = params.get("q"); }
    input.addEventListener("input", render);
    render();
  });
})();
"""#
}
