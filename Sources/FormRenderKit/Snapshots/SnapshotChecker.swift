import FormRaster
import FormSnapshot
import Foundation

/// Checks one rendered case against its reference, the same way for the CLI suite and the Swift
/// testing API: byte-equal passes at once; otherwise decode both and compare pixels within tolerance;
/// explain a failure with the layout's changes, and leave reference, actual and diff images in the
/// report directory. References are written only when the mode allows it and never under CI.
public struct SnapshotChecker: Sendable {
    public enum Mode: Sendable {
        case record, verify
    }

    /// What `verify` may write: nothing, references that are missing, or those that fail too.
    public enum RecordPolicy: String, Sendable, CaseIterable {
        case none, missing, failed
    }

    public var mode: Mode
    public var policy: RecordPolicy
    public var isCI: Bool
    public var reportDirectory: String
    public var options: ComparisonOptions

    public init(mode: Mode, policy: RecordPolicy, isCI: Bool, reportDirectory: String, options: ComparisonOptions) {
        self.mode = mode
        self.policy = policy
        self.isCI = isCI
        self.reportDirectory = reportDirectory
        self.options = options
    }

    /// True when `CI` is set to anything but empty, `0` or `false`.
    public static var environmentIsCI: Bool {
        ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    }

    var mayWrite: Bool { !isCI && (mode == .record || policy != .none) }

    public func check(png: [UInt8], layout: String, paths: ReferencePaths, name: String) throws -> SnapshotResult {
        if mode == .record && !isCI {
            try paths.write(png: png, layout: layout)
            return SnapshotResult(name: name, status: .recorded, messages: ["recorded"])
        }
        guard let reference = FileManager.default.contents(atPath: paths.image).map([UInt8].init) else {
            if mayWrite {
                try paths.write(png: png, layout: layout)
                return SnapshotResult(name: name, status: .recorded, messages: ["recorded (it had no reference)"])
            }
            let hint = isCI ? "CI never records: record it locally (formrender snapshot verify --record missing) and commit it"
                            : "record it with `formrender snapshot verify --record missing`"
            var result = SnapshotResult(name: name, status: .missing, messages: ["no reference \(paths.image); \(hint)"])
            try ReportFiles(directory: reportDirectory).writeActual(png, for: &result)
            return result
        }
        if reference == png {
            // References recorded before layouts were kept get theirs when recording is allowed.
            if mayWrite && !FileManager.default.fileExists(atPath: paths.layout) {
                try AtomicFile.write(Array(layout.utf8), to: paths.layout)
            }
            return SnapshotResult(name: name, status: .passed)
        }
        let expected = try PNGDecoder.decode(reference)
        let actual = try PNGDecoder.decode(png)
        let referenceImage = RGBAImage(width: expected.width, height: expected.height, pixels: expected.pixels)
        let actualImage = RGBAImage(width: actual.width, height: actual.height, pixels: actual.pixels)
        var comparison = PixelComparator.compare(referenceImage, actualImage, options: options)
        if comparison.isLowerBound {
            // The fast pass stopped once the case could no longer pass; count it all, so the figures a
            // report shows do not depend on how the work was split between threads.
            var exact = options
            exact.maxDiffPixelRatio = 1
            let passed = comparison.passed
            comparison = PixelComparator.compare(referenceImage, actualImage, options: exact)
            comparison.passed = passed
        }
        var result = SnapshotResult(name: name, status: comparison.passed ? .passed : .failed, diffPixels: comparison.diffPixels,
                                    totalPixels: comparison.totalPixels, antialiasedPixels: comparison.antialiasedPixels)
        result.messages = [comparison.summary]
        if let referenceLayout = try? String(contentsOfFile: paths.layout, encoding: .utf8) {
            result.messages += (try? LayoutDiff.describe(reference: referenceLayout, actual: layout)) ?? []
        }
        guard !comparison.passed else { return result }
        if mayWrite && policy == .failed {
            try paths.write(png: png, layout: layout)
            result.status = .recorded
            result.messages.insert("re-recorded (it failed)", at: 0)
            return result
        }
        let diff = PixelComparator.diffImage(referenceImage, actualImage, options: options)
        try ReportFiles(directory: reportDirectory).writeFailure(reference: reference, actual: png, diff: diff, for: &result)
        return result
    }
}
