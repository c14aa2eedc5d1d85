import FormModel
import FormPipeline
import FormSupport
import Foundation
import PNGCodec

/// Checks one rendered case against its reference, the same way for the CLI suite and the Swift
/// testing API: byte-equal passes at once; otherwise decode both and compare pixels within tolerance;
/// explain a failure with the layout's changes, and leave reference, actual and diff images in the
/// report directory. References are written only when the mode allows it and never under CI.
public struct SnapshotChecker: Sendable {
    public enum Mode: String, Sendable, Codable {
        case record, verify
    }

    /// What `verify` may write: nothing, references that are missing, or those that fail too.
    public enum RecordPolicy: String, Sendable, Codable, CaseIterable {
        case none, missing, failed
    }

    /// How the front end that runs the check records a missing reference: its messages say its own way.
    public enum RecordAdvice: Sendable {
        /// `formrender snapshot verify --record missing`.
        case commandLine
        /// `FORMRENDER_RECORD=missing` around a test that calls `assertFormSnapshot`.
        case environment
    }

    public var mode: Mode
    public var policy: RecordPolicy
    public var isCI: Bool
    public var reportDirectory: String
    public var options: ComparisonOptions
    public var advice = RecordAdvice.commandLine
    /// Whether a recorded case leaves its image in the report directory (`<case>.actual.png`, and for
    /// one re-recorded because it failed, the old reference and the diff too), so the HTML report shows
    /// what was recorded. The CLI's report does; `assertFormSnapshot` names the reference it wrote.
    public var showsRecorded = false

    public init(mode: Mode, policy: RecordPolicy, isCI: Bool, reportDirectory: String, options: ComparisonOptions) {
        self.mode = mode
        self.policy = policy
        self.isCI = isCI
        self.reportDirectory = reportDirectory
        self.options = options
    }

    /// True when `CI` is set to anything but empty, `0` or `false`.
    public static var environmentIsCI: Bool { isCI(ProcessInfo.processInfo.environment) }

    /// Whether these variables say CI: `CI` set to anything but empty, `0` or `false`.
    public static func isCI(_ variables: [String: String]) -> Bool {
        variables["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    }

    var mayWrite: Bool { !isCI && (mode == .record || policy != .none) }

    /// How the case is compared and explained: the same `SnapshotDiffing` every front end uses.
    public var diffing: SnapshotDiffing { SnapshotDiffing(options: options) }

    /// Checks a rendered image. When verifying, a reference whose pixels are the image's passes at
    /// once, without encoding the image: decoding the reference costs a third of encoding, and a suite
    /// with nothing changed is almost all such cases. Anything else goes on as `check(png:…)`.
    public func check(image: PixelImage, layout: String, paths: ReferencePaths, name: String,
                      mask: SnapshotMask = SnapshotMask(selectors: [])) throws -> SnapshotResult {
        if mode == .verify, case .found(let bytes) = ReferenceFile.read(paths.image, actualWidth: image.width, actualHeight: image.height),
           ReferenceSeal.broken(bytes, layoutPath: paths.layout) == nil,
           let size = try? PNGDecoder.header(bytes), size == (image.width, image.height),
           let reference = try? PNGDecoder.decode(bytes), reference.hasSamePixels(as: image) {
            ReportFiles(directory: reportDirectory).clear(name)
            return try passed(layout: layout, paths: paths, name: name)
        }
        return try check(png: PNGEncoder.encode(image), layout: layout, paths: paths, name: name, mask: mask)
    }

    /// A case whose reference matches exactly; its layout is written beside it if it has none and
    /// recording is allowed (references recorded before layouts were kept).
    private func passed(layout: String, paths: ReferencePaths, name: String) throws -> SnapshotResult {
        // A layout reference that is the actual layout is sound: only one that differs is parsed, to
        // warn when it cannot be used.
        let same = FileKind.ofEntry(paths.layout) == .regular
            && (try? RegularFile.read(paths.layout, maxBytes: SourceFiles.maxFileBytes)).map { $0.elementsEqual(layout.utf8) } == true
        let warning = same ? nil : ReferenceFile.readLayout(paths.layout).warning
        if mayWrite && FileKind.ofEntry(paths.layout) == nil {
            try AtomicFile.write(Array(layout.utf8), to: paths.layout)
        }
        return SnapshotResult(name: name, status: .passed, warnings: warning.map { [$0] } ?? [])
    }

    /// - Parameter mask: boxes painted over before comparing: `png` is already masked; the reference is
    ///   masked here from its own layout, so that a mask added after recording applies at once.
    public func check(png: [UInt8], layout: String, paths: ReferencePaths, name: String,
                      mask: SnapshotMask = SnapshotMask(selectors: [])) throws -> SnapshotResult {
        // The images an earlier run left for this case go: a case that passes now leaves none behind.
        ReportFiles(directory: reportDirectory).clear(name)
        if mode == .record && !isCI {
            try paths.write(png: png, layout: layout)
            return try shown(SnapshotResult(name: name, status: .recorded, messages: ["recorded"]), png: png)
        }
        let reference: [UInt8]
        switch try ReferenceFile.read(paths.image, actual: png) {
        case .missing:
            return try missing(png: png, layout: layout, paths: paths, name: name)
        case .unusable(let why):
            return try unusableReference(why, png: png, layout: layout, paths: paths, name: name)
        case .found(let bytes):
            reference = bytes
        }
        if let broken = ReferenceSeal.broken(reference, layoutPath: paths.layout) {
            return try unusableReference("\(broken): record it again", png: png, layout: layout, paths: paths, name: name)
        }
        let (referenceLayout, layoutWarning) = ReferenceFile.readLayout(paths.layout)
        var warnings = layoutWarning.map { [$0] } ?? []
        if try reference == ReferenceSeal.sealed(png, layout: layout) { return try passed(layout: layout, paths: paths, name: name) }
        // Our own PNG: its header always reads (a failure here is a bug, reported as an error).
        let actualSize = try PNGDecoder.header(png)
        let referenceSize: (width: Int, height: Int)
        do {
            referenceSize = try PNGDecoder.header(reference)
        } catch {
            return try unusableReference("is not a PNG that can be read (\(error))", png: png, layout: layout, paths: paths, name: name)
        }
        guard ReferenceFile.isComparable(referenceSize, with: actualSize) else {
            // Far larger than the image: say both sizes without decoding it (it could be a bomb).
            let pixels = actualSize.width * actualSize.height
            var result = SnapshotResult(name: name, status: .failed, diffPixels: pixels, totalPixels: pixels, warnings: warnings)
            result.messages = ["size changed from \(referenceSize.width)×\(referenceSize.height) to \(actualSize.width)×\(actualSize.height); the reference \(paths.image) was not decoded"]
            return try finishFailure(result, png: png, layout: layout, paths: paths, reference: nil, diff: nil)
        }
        let decoded: (reference: PixelImage, actual: PixelImage)
        do {
            decoded = try PNGComparison.decode(reference: reference, actual: png)
        } catch let error as PNGComparison.DecodeError where error.side == .reference {
            return try unusableReference("is not a PNG that can be read (\(error.error))", png: png, layout: layout, paths: paths, name: name)
        }
        var referenceImage = decoded.reference, actualImage = decoded.actual
        var maskMoved = false
        if !mask.isEmpty {
            // Both images are masked where the masked boxes are in either layout: a box that moved or
            // changed size is ignored in both places. A reference recorded before layouts were kept is
            // masked where the actual boxes are.
            let actualFrames = (try? mask.frames(inLayout: layout)) ?? []
            let referenceFrames = (try? mask.frames(inLayout: referenceLayout ?? layout)) ?? actualFrames
            maskMoved = referenceFrames != actualFrames
            mask.paint(referenceFrames + actualFrames, on: &referenceImage)
            mask.paint(referenceFrames + actualFrames, on: &actualImage)
        }
        let verdict = diffing.compare(referenceImage, actualImage)
        let comparison = verdict.comparison
        var result = SnapshotResult(name: name, status: comparison.passed ? .passed : .failed, diffPixels: comparison.diffPixels,
                                    totalPixels: comparison.totalPixels, antialiasedPixels: comparison.antialiasedPixels)
        result.messages = [verdict.summary]
        if maskMoved { result.messages.append("masked boxes moved or changed size: each is ignored where it was and where it is") }
        if let referenceLayout {
            do {
                result.messages += try diffing.explain(referenceLayout: referenceLayout, actualLayout: layout, mask: mask)
            } catch {
                warnings.append(ReferenceFile.layoutWarning(paths.layout, why: "at \(error)"))
            }
        }
        if verdict.passed, let change = result.messages.dropFirst(maskMoved ? 2 : 1).first {
            // Within the tolerance, yet laid out or styled otherwise: the reference is going stale.
            let more = result.messages.count - 2
            warnings.append("⚠️ Warning: \(name) passed within the pixel tolerance, but its layout changed: \(change)"
                            + (more > 0 ? " (and \(more) more)" : "") + "; re-record it to keep the reference current")
        }
        result.warnings = warnings
        guard let diff = verdict.diffImage else { return result }
        // The report shows the images as they were compared: masked in both.
        let shown = mask.isEmpty ? (reference, png) : (try PNGEncoder.encode(referenceImage), try PNGEncoder.encode(actualImage))
        return try finishFailure(result, png: png, layout: layout, paths: paths, reference: shown.0, diff: diff, shownActual: shown.1)
    }

    /// No reference: recorded when the mode allows it, else a failure that says how to record it.
    private func missing(png: [UInt8], layout: String, paths: ReferencePaths, name: String) throws -> SnapshotResult {
        if mayWrite {
            try paths.write(png: png, layout: layout)
            return try shown(SnapshotResult(name: name, status: .recorded, messages: ["recorded (it had no reference)"]), png: png)
        }
        let hint: String
        switch (advice, isCI) {
        case (.commandLine, true): hint = "CI never records: record it locally (formrender snapshot verify --record missing) and commit it"
        case (.commandLine, false): hint = "record it with `formrender snapshot verify --record missing`"
        case (.environment, true): hint = "CI never records: run the test locally, where a missing reference is recorded (or FORMRENDER_RECORD=missing), and commit it"
        case (.environment, false): hint = "record it by running the test with FORMRENDER_RECORD=missing"
        }
        var result = SnapshotResult(name: name, status: .missing, messages: ["no reference \(paths.image); \(hint)"])
        try ReportFiles(directory: reportDirectory).writeActual(png, for: &result)
        return result
    }

    /// A reference that is there but cannot be compared (corrupt, too large, not a regular file): a
    /// failure that names the reference file; `--record failed` replaces it when it is a file.
    private func unusableReference(_ why: String, png: [UInt8], layout: String, paths: ReferencePaths,
                                   name: String) throws -> SnapshotResult {
        let result = SnapshotResult(name: name, status: .failed, messages: ["the reference \(paths.image) \(why)"])
        return try finishFailure(result, png: png, layout: layout, paths: paths, reference: nil, diff: nil)
    }

    /// A recorded case, with its image in the report when the report shows what was recorded.
    private func shown(_ recorded: SnapshotResult, png: [UInt8]) throws -> SnapshotResult {
        var result = recorded
        if showsRecorded { try ReportFiles(directory: reportDirectory).writeActual(png, for: &result) }
        return result
    }

    /// A failing case: its images left in the report; re-recorded under `--record failed`, and then its
    /// images left only when the report shows what was recorded (the old reference, the new, the diff).
    /// - Parameter shownActual: the actual image as the report shows it, when not `png` (masked).
    private func finishFailure(_ failure: SnapshotResult, png: [UInt8], layout: String, paths: ReferencePaths,
                               reference: [UInt8]?, diff: PixelImage?, shownActual: [UInt8]? = nil) throws -> SnapshotResult {
        var result = failure
        let files = ReportFiles(directory: reportDirectory)
        if mayWrite && policy == .failed {
            try paths.write(png: png, layout: layout)
            result.status = .recorded
            result.messages.insert("re-recorded (it failed)", at: 0)
            guard showsRecorded else { return result }
        }
        if let reference, let diff {
            try files.writeFailure(reference: reference, actual: shownActual ?? png, diff: diff, for: &result)
        } else {
            try files.writeActual(png, for: &result)
        }
        return result
    }
}
