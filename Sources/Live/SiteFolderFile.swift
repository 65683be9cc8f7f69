import Foundation

/// The file `kiln serve` sends for a request path: only a regular file inside the site folder,
/// reached without following any symbolic link.
///
/// Refused (nil): `..` or `.` components (also percent-encoded or with backslashes), empty or
/// hidden components (`.kiln-stamps`, `.git`), NUL and control characters, and any component
/// that is a link — so neither a crafted URL nor a link inside the folder reaches a file outside it.
public enum SiteFolderFile {
    /// The absolute path to serve for `requestPath` (`/colors.html`, `/` → `index.html`,
    /// `/screens/` → `screens/index.html`), or nil.
    public static func resolve(_ requestPath: String, in folder: URL) -> String? {
        var path = requestPath
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        guard let decoded = path.removingPercentEncoding, !decoded.contains("\\") else { return nil }
        guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        var components = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // The leading slash, and one trailing slash (a folder's index).
        if components.first == "" { components.removeFirst() }
        if components.last == "" { components[components.count - 1] = "index.html" }
        if components.isEmpty { components = ["index.html"] }
        for component in components {
            guard !component.isEmpty, !component.hasPrefix("."), component.utf8.count <= 255 else { return nil }
        }
        var current = folder.standardizedFileURL.path
        var info = stat()
        guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        for (index, component) in components.enumerated() {
            current += "/" + component
            guard lstat(current, &info) == 0 else { return nil }
            let kind = info.st_mode & S_IFMT
            let isLast = index == components.count - 1
            if kind == S_IFDIR && isLast {
                // `/screens` → its index, like `/screens/`.
                current += "/index.html"
                guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
                return current
            }
            guard isLast ? kind == S_IFREG : kind == S_IFDIR else { return nil }
        }
        return current
    }

    /// The Content-Type for a served file, by extension.
    public static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "txt", "md", "yaml", "yml": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
