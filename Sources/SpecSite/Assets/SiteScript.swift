/// The site's only script, the same on every page and inlined in `<head>`; the CSP allows it
/// by its hash and nothing else. It applies the reader's theme choice before the first paint
/// (the system setting applies when there is none), wires the theme switch, and runs the
/// offline search on the search page (its index is a JSON data block there, not code).
/// Everything works without it except choosing a theme and filtering search results.
enum SiteScript {
    static let source = #"""
(function () {
  var root = document.documentElement, key = "kiln-theme";
  function stored() { try { return localStorage.getItem(key); } catch (e) { return null; } }
  function save(value) { try { if (value === "auto") { localStorage.removeItem(key); } else { localStorage.setItem(key, value); } } catch (e) {} }
  function apply(value) { if (value === "light" || value === "dark") { root.setAttribute("data-theme", value); } else { root.removeAttribute("data-theme"); } }
  apply(stored());
  function norm(text) { return String(text || "").toLowerCase(); }
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
    var data = document.getElementById("search-index");
    var input = document.getElementById("search-input");
    var list = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    if (!data || !input || !list || !status) { return; }
    var entries = JSON.parse(data.textContent);
    for (var j = 0; j < entries.length; j++) { entries[j].h = norm(entries[j].t + " " + entries[j].k + " " + (entries[j].d || "")); }
    function render() {
      var query = norm(input.value).trim();
      while (list.firstChild) { list.removeChild(list.firstChild); }
      if (!query) { status.textContent = "Type to search " + entries.length + " tokens, components, screens and rules."; return; }
      var words = query.split(/\s+/), hits = [];
      for (var k = 0; k < entries.length; k++) {
        var entry = entries[k], ok = true;
        for (var w = 0; w < words.length; w++) { if (entry.h.indexOf(words[w]) < 0) { ok = false; break; } }
        if (ok) { hits.push({ entry: entry, rank: norm(entry.t).indexOf(words[0]) === 0 ? 0 : (norm(entry.t).indexOf(words[0]) >= 0 ? 1 : 2) }); }
      }
      hits.sort(function (a, b) { return a.rank - b.rank || (a.entry.t < b.entry.t ? -1 : a.entry.t > b.entry.t ? 1 : 0); });
      var shown = hits.slice(0, 200);
      for (var m = 0; m < shown.length; m++) {
        var item = document.createElement("li"), link = document.createElement("a"), kind = document.createElement("span");
        link.href = shown[m].entry.u; link.textContent = shown[m].entry.t;
        kind.className = "kind"; kind.textContent = shown[m].entry.k + (shown[m].entry.d ? " · " + shown[m].entry.d : "");
        item.appendChild(link); item.appendChild(kind); list.appendChild(item);
      }
      status.textContent = hits.length === 0 ? "No results for \u201C" + input.value + "\u201D." : hits.length + (hits.length === 1 ? " result" : " results") + (hits.length > shown.length ? ", showing the first " + shown.length : "") + ".";
    }
    var params = new URLSearchParams(window.location.search);
    if (params.get("q")) { input.value = params.get("q"); }
    input.addEventListener("input", render);
    render();
  });
})();
"""#
}
