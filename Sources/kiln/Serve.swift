import ArgumentParser
import Foundation
import SpecSite
import Live

extension Kiln {
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Build, serve the spec site on 127.0.0.1 and reload open pages after each rebuild (Ctrl-C to stop).",
            discussion: """
                Rebuilds like `kiln watch`. Pages are served from the site folder inside the output folder; \
                the small live-reload script is added to the pages as they are sent, never to the files on \
                disk. Only 127.0.0.1 is listened on.
                """)

        @OptionGroup var options: ProjectOptions

        @Option(help: "The port to listen on (0: any free port; the address is printed).")
        var port: Int = 8765

        @Option(help: "Comma-separated outputs to build besides the site; default: the config's `outputs` (the site is always built).")
        var outputs: String?

        @Option(help: "Milliseconds the files must stay quiet before a rebuild when a save is not complete yet (a file deleted, moved away or just created); a file closed after writing or renamed into place is built at once.")
        var debounce: Int = 50


        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        }

        func run() throws {
            var requested = outputs.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            let project = options.openProject()
            if requested == nil { requested = project.config.outputs }
            if !(requested ?? []).contains("site") { requested?.append("site") }
            let session = LiveSession(name: "kiln serve", settings: options.liveSettings, outputs: requested, debounceMilliseconds: debounce)
            let siteFolderName = project.config.site.folder
            guard let siteFolder = session.live.siteFolder else {
                throw ValidationError("the output folder is unusable: check `output:` in kiln.yaml")
            }
            let server = LiveServer(folder: siteFolder)
            session.onRebuilt = { outcome in
                let prefix = siteFolderName + "/"
                let changed = outcome.written.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                server.events.rebuilt(changed: changed)
            }
            session.onStop = { server.events.finishAll() }
            try session.start()
            do {
                let bound = try server.start(port: port)
                session.say("kiln serve: serving \(siteFolder.path) at http://127.0.0.1:\(bound)/")
            } catch {
                session.say("kiln serve: \(error)")
                throw ExitCode(2)
            }
            ProcessLifetime.keep(session)
            ProcessLifetime.keep(server)
            ProcessLifetime.parkMainThread()
        }
    }
}

