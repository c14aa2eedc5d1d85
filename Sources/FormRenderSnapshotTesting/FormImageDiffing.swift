#if SnapshotTesting
import FormSnapshot
import Foundation
import PNGCodec
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG data compared as pixels by the `SnapshotDiffing` FormRender's own suite uses (no Cairo
    /// involved). A failure says what the CLI says: the full pixel counts, then one line per layout
    /// change (from the layouts both PNGs carry); it attaches the difference, actual and reference images.
    /// `mask`'s boxes are painted over in both images where they are in either layout before comparing.
    public static func formImage(_ options: ComparisonOptions, mask: SnapshotMask = SnapshotMask(selectors: [])) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            FormImageVerdict(options: options, mask: mask, reference: old, actual: new).failure
        }
    }
}

/// One comparison of a reference PNG with an actual one, as the diffing reports it.
struct FormImageVerdict {
    var options: ComparisonOptions
    var mask = SnapshotMask(selectors: [])
    var reference: Data
    var actual: Data

    /// The failure message and attachments; nil when the two match.
    var failure: (String, [DiffAttachment])? {
        // A reference from an earlier version that recorded a render error as text: never a match.
        if let recorded = FormPNG.recordedError(in: reference) {
            return ("the reference is not a picture but a recorded render error (\(recorded)); delete it and record again", [])
        }
        guard reference != actual else { return nil }
        let verdict: SnapshotDiffing.Verdict
        do {
            verdict = try compare()
        } catch {
            return ("FormRender snapshot could not be compared: \(error)", [])
        }
        let changes = layoutChanges()
        guard !verdict.passed else {
            warnIfLayoutChanged(changes)
            return nil
        }
        let lines = ["FormRender snapshot differs: \(verdict.summary)"] + changes.map { "    \($0)" }
        return (lines.joined(separator: "\n"), attachments(diff: verdict.diffImage))
    }

    /// The pixels, masked in both images where the masked boxes are in either layout (the reference's
    /// own boxes from the layout it carries; without one, the actual's).
    private func compare() throws -> SnapshotDiffing.Verdict {
        let diffing = SnapshotDiffing(options: options)
        guard !mask.isEmpty else { return try diffing.compare(referencePNG: [UInt8](reference), actualPNG: [UInt8](actual)) }
        var images = try PNGComparison.decode(reference: [UInt8](reference), actual: [UInt8](actual))
        let actualFrames = try FormPNG.layout(in: actual).map { try mask.frames(inLayout: $0) } ?? []
        let referenceFrames = try FormPNG.layout(in: reference).map { try mask.frames(inLayout: $0) } ?? actualFrames
        mask.paint(referenceFrames + actualFrames, on: &images.reference)
        mask.paint(referenceFrames + actualFrames, on: &images.actual)
        return diffing.compare(images.reference, images.actual)
    }

    /// The layout's changes in words, or a line saying why there are none to give.
    private func layoutChanges() -> [String] {
        do {
            guard let referenceLayout = try FormPNG.layout(in: reference) else {
                return ["(the reference carries no layout, so its changes cannot be named: record it again to have them)"]
            }
            guard let actualLayout = try FormPNG.layout(in: actual) else { return [] }
            return try SnapshotDiffing(options: options).explain(referenceLayout: referenceLayout, actualLayout: actualLayout, mask: mask)
        } catch {
            return ["(the layouts could not be compared: \(error))"]
        }
    }

    /// Within the tolerance, yet laid out or styled otherwise: the reference is going stale, as the CLI warns.
    private func warnIfLayoutChanged(_ changes: [String]) {
        guard let change = changes.first, !change.hasPrefix("(") else { return }
        let more = changes.count - 1
        fputs("⚠️ Warning: a FormRender snapshot passed within the pixel tolerance, but its layout changed: \(change)"
              + (more > 0 ? " (and \(more) more)" : "") + "; re-record it to keep the reference current\n", stderr)
    }

    /// Shown by Xcode (swift-snapshot-testing attaches nothing on Linux, where the actual image is
    /// written to its artifacts directory instead).
    private func attachments(diff: PixelImage?) -> [DiffAttachment] {
        var attachments: [DiffAttachment] = []
        if let diff, let png = try? PNGEncoder.encode(diff) {
            attachments.append(.data(Data(png), name: "difference.png"))
        }
        attachments.append(.data(actual, name: "actual.png"))
        attachments.append(.data(reference, name: "reference.png"))
        return attachments
    }
}
#endif
