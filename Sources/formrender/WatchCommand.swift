import ArgumentParser
import FormModel
import FormSupport
import FormRenderKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT or SIGTERM; the watch loop ends at its next turn.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Keep a gallery current: render again what changes, as forms, hints, themes and view trees are edited.",
        discussion: "Writes the gallery as `formrender gallery` does, then watches the inputs' folders, the hints directories, the themes' and data file's folders and the Layouts folders (inotify where available, else polling twice a second). The page reloads itself every second. A broken file prints its error and watching goes on. Ctrl-C stops (exit 0).")

    @OptionGroup var gallery: GalleryOptions

    @Flag(help: "Compare files' times twice a second instead of using inotify.")
    var poll = false

    func run() throws {
        var options = try gallery.builderOptions(reloads: true)
        options.shouldStop = { stopRequested != 0 }
        let builder = GalleryBuilder(options: options)
        signal(SIGINT) { _ in stopRequested = 1 }
        signal(SIGTERM) { _ in stopRequested = 1 }
        // A parent may have started us with these blocked (a test runner's thread does): unblocked,
        // Ctrl-C always reaches the loop.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        rebuild(builder, changed: [])
        guard stopRequested == 0 else {
            printOutput("stopped")
            return
        }
        // The gallery's own files are no change (its folder may be a watched one, or hold one).
        let own = ["images"] + GalleryBuilder.pageFiles
        let watcher = FileWatcher(directories: WatchedDirectories.of(options),
                                  ignoring: own.map { (options.outputDirectory as NSString).appendingPathComponent($0) }, forcePolling: poll)
        let page = (options.outputDirectory as NSString).appendingPathComponent("index.html")
        printOutput("watching \(watcher.directories.count) \(watcher.directories.count == 1 ? "folder" : "folders") \(watcher.usesInotify ? "with inotify" : "by polling"); open \(page); Ctrl-C stops")
        if watcher.isPartial { printError("⚠️ Warning: more than \(FileWatcher.maxDirectories) folders: only the first are watched") }
        while stopRequested == 0 {
            let changed = watcher.wait(timeout: 0.25)
            guard !changed.isEmpty, stopRequested == 0 else { continue }
            // An image a view tree shows is not in its document: every picture is drawn again.
            if changed.contains(where: { ["png", "jpg", "jpeg", "gif", "webp"].contains(($0 as NSString).pathExtension.lowercased()) }) {
                builder.forgetPictures()
            }
            rebuild(builder, changed: changed)
        }
        // The page stays, without reloading itself.
        try? builder.writePage(reloads: false)
        printOutput("stopped")
    }

    /// One build; an error (a broken theme) is said and the watch goes on.
    private func rebuild(_ builder: GalleryBuilder, changed: [String]) {
        let start = Date()
        do {
            let build = try builder.build()
            let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
            if !changed.isEmpty { printOutput("changed: " + changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) }
            build.contents.warnings.forEach { printError($0) }
            build.contents.forms.compactMap(\.error).forEach { printError($0) }
            printOutput("\(build.rendered) of \(build.contents.pictureCount) pictures drawn in \(milliseconds) ms")
        } catch is CancellationError {
            return
        } catch {
            printError(error is FormError ? "\(error)" : "error: \(error)")
        }
    }
}
