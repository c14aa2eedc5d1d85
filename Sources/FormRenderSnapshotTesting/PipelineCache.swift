#if SnapshotTesting
import FormModel
import FormSupport
import FormRenderKit
import Foundation

/// One pipeline per configuration (hints, theme, locale, text scale, fonts), kept for the test run: a session loads its
/// fonts and theme once, not once a snapshot. A pipeline is not thread-safe, so using one holds the lock.
final class PipelineCache: @unchecked Sendable {
    static let shared = PipelineCache()

    private struct Key: Hashable {
        var hintsDirectories: [String]
        var themeFile: String?
        var locale: String?
        var textScale: Double?
        var fontsDirectory: String?
    }

    private let lock = NSLock()
    private var pipelines: [Key: SnapshotPipeline] = [:]

    /// Reads the form as rendering will, so that a form that cannot be read fails where it is made.
    func load(_ form: SnapshotForm) throws {
        try withPipeline(for: form) { pipeline in
            var warnings = WarningLog()
            _ = try pipeline.session.loader.loadDocuments(form.path, variant: form.variant ?? "default", warnings: &warnings)
            // Said as the CLI says them; a warning fails nothing.
            warnings.warnings.forEach { warn($0.description) }
        }
    }

    /// The pipeline the CLI suite and assertFormSnapshot render with.
    func render(_ snapshotCase: SnapshotCase, for form: SnapshotForm) throws -> RenderedCase {
        try withPipeline(for: form) { try $0.render(snapshotCase) }
    }

    private func withPipeline<T>(for form: SnapshotForm, _ body: (SnapshotPipeline) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(hintsDirectories: form.hintsDirectories, themeFile: form.themeFile, locale: form.locale, textScale: form.textScale,
                      fontsDirectory: form.fontsDirectory)
        if let cached = pipelines[key] { return try body(cached) }
        var options = RenderOptions()
        options.hintsDirectories = form.hintsDirectories
        options.themeFile = form.themeFile
        options.locale = form.locale
        options.textScale = form.textScale
        options.fontsDirectory = form.fontsDirectory
        let pipeline = try SnapshotPipeline(options: options)
        // What reading the theme said, once per configuration.
        pipeline.session.setupWarnings.forEach { warn($0.description) }
        pipelines[key] = pipeline
        return try body(pipeline)
    }

    /// A warning's description has its input's control characters escaped already.
    private func warn(_ message: String) {
        // fputs, not FileHandle, which traps when standard error is closed.
        fputs(message + "\n", stderr)
    }
}
#endif
