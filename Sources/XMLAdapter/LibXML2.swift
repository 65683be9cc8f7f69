import CLibXML2

/// libxml2's one-time set-up. Its initialization is not reentrant (libxml2 2.9 asks callers to
/// run `xmlInitParser` once before using it from several threads), and Kiln uses it from
/// several: the emitters write Android resources while other work runs, and the tests read
/// generated XML and site pages side by side. A Swift `static let` runs exactly once, safely.
package enum LibXML2 {
    package static let ready: Bool = {
        xmlInitParser()
        return true
    }()
}
