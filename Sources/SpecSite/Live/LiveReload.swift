import Diagnostics
import Foundation

/// The live-reload script `kiln serve` adds to the pages it serves — only to the bytes sent to
/// the browser, never to the files on disk (they stay what `kiln build` writes).
///
/// The page listens on server-sent events (`/_kiln/events`); after a rebuild the server sends
/// the build's number and the site files it rewrote, and a page reloads itself when its own file
/// or a file it loads (stylesheet, script, image) changed; other pages keep their state. The page's Content-Security-Policy
/// allows exactly this: the script by its hash and `connect-src 'self'` for the event stream.
public enum LiveReload {
    /// Where the server sends the events.
    public static let eventsPath = "/_kiln/events"

    /// The script for a page served after build `build`.
    public static func script(build: Int) -> String {
        """
        (function(){var served=\(build);var page=decodeURIComponent(location.pathname.replace(/^\\//,""))||"index.html";\
        if(page.slice(-1)==="/")page+="index.html";\
        var source=new EventSource("\(eventsPath)");source.addEventListener("build",function(event){\
        var info=JSON.parse(event.data);if(info.build<=served)return;\
        var used=[page];document.querySelectorAll("link[href],script[src],img[src]").forEach(function(node){\
        used.push(decodeURIComponent(new URL(node.getAttribute("href")||node.getAttribute("src"),location.href).pathname.replace(/^\\//,"")));});\
        var affected=info.changed.some(function(file){return file==="*"||used.indexOf(file)>=0;});\
        if(affected){source.close();location.reload();}else{served=info.build;}});})();
        """
    }

    /// `html` with the live-reload script before `</body>` and its CSP widened for it; other
    /// pages unchanged when they have no `</body>` or no CSP of Kiln's shape.
    public static func inject(into html: Data, build: Int) -> Data {
        guard var text = String(data: html, encoding: .utf8), let bodyEnd = text.range(of: "</body>", options: .backwards) else {
            return html
        }
        let script = script(build: build)
        text.replaceSubrange(bodyEnd, with: "<script>\(script)</script></body>")
        // The page's policy, its quotes written as `'` or as `&#39;` (how Kiln's writer escapes them).
        for quote in ["&#39;", "'"] {
            let policyStart = "content=\"default-src \(quote)none\(quote); script-src "
            guard let policy = text.range(of: policyStart) else { continue }
            let hash = SHA256Hasher.cspSource(script).replacingOccurrences(of: "'", with: quote)
            text.replaceSubrange(
                policy, with: "content=\"default-src \(quote)none\(quote); connect-src \(quote)self\(quote); script-src \(hash) ")
            break
        }
        return Data(text.utf8)
    }

    /// The event that tells pages build `build` rewrote `changed` (paths inside the site folder).
    public static func event(build: Int, changed: [String]) -> String {
        let files = changed.sorted().map { JSONText.quoted($0) }
        return "event: build\ndata: {\"build\":\(build),\"changed\":[\(files.joined(separator: ","))]}\n\n"
    }
}
