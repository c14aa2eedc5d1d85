import FormLayout
import FormRenderKit
import FormSnapshot
import Foundation
import SnapshotTesting

/// A form to snapshot: an input file and what it needs to render.
public struct Form: Sendable {
    public var path: String
    public var variant: String?
    public var hintsDirectories: [String]
    public var themeFile: String?
    public var fontsDirectory: String?

    public init(_ path: String, variant: String? = nil, hintsDirectories: [String] = ["Hints"], themeFile: String? = nil,
                fontsDirectory: String? = nil) {
        self.path = path
        self.variant = variant
        self.hintsDirectories = hintsDirectories
        self.themeFile = themeFile
        self.fontsDirectory = fontsDirectory
    }
}

extension Snapshotting where Value == Form, Format == Data {
    /// The form rendered to PNG at a width class, compared with FormRender's tolerant pixel comparison
    /// (YIQ threshold, anti-aliasing forgiven, pixel budgets). Works on Linux, where the library's own
    /// image strategies do not exist.
    ///
    ///     assertSnapshot(of: Form("Hints/User.hints"), as: .formImage(width: .compact))
    public static func formImage(width: WidthClass = .compact, scale: Int = 2, threshold: Double = 0.1,
                                 maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) -> Snapshotting {
        let options = ComparisonOptions(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        return Snapshotting(pathExtension: "png", diffing: .formImage(options)) { form in
            FormPNG.render(form, width: width, scale: scale)
        }
    }
}

/// Renders for the strategy. A render error travels as text in place of the PNG, because a strategy's
/// snapshot cannot throw; the diffing turns it into the failure message.
enum FormPNG {
    static let errorPrefix = "formrender error: "

    static func render(_ form: Form, width: WidthClass, scale: Int) -> Data {
        do {
            let snapshotCase = SnapshotPipeline.snapshotCase(of: form.path, variant: form.variant, width: width, scale: scale)
            return Data(try PipelineCache.shared.render(snapshotCase, for: form).png)
        } catch {
            return Data((errorPrefix + "\(error)").utf8)
        }
    }

    static func renderError(in data: Data) -> String? {
        guard let text = String(data: data.prefix(2000), encoding: .utf8), text.hasPrefix(errorPrefix) else { return nil }
        return text
    }
}

/// One pipeline per configuration (hints, theme, fonts), kept for the test run: a session loads its
/// fonts and theme once, not once a snapshot. A pipeline is not thread-safe, so rendering holds the lock.
final class PipelineCache: @unchecked Sendable {
    static let shared = PipelineCache()

    private struct Key: Hashable {
        var hintsDirectories: [String]
        var themeFile: String?
        var fontsDirectory: String?
    }

    private let lock = NSLock()
    private var pipelines: [Key: SnapshotPipeline] = [:]

    func render(_ snapshotCase: SnapshotCase, for form: Form) throws -> RenderedCase {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(hintsDirectories: form.hintsDirectories, themeFile: form.themeFile, fontsDirectory: form.fontsDirectory)
        let pipeline: SnapshotPipeline
        if let cached = pipelines[key] {
            pipeline = cached
        } else {
            var options = RenderOptions()
            options.hintsDirectories = form.hintsDirectories
            options.themeFile = form.themeFile
            options.fontsDirectory = form.fontsDirectory
            // The pipeline the CLI suite and assertFormSnapshot render with.
            pipeline = try SnapshotPipeline(options: options)
            pipelines[key] = pipeline
        }
        return try pipeline.render(snapshotCase)
    }
}
