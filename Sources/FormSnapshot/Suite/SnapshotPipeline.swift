import BoxTree
import FormLayout
import FormModel
import FormPipeline
import FormSupport
import Foundation
import PNGCodec

/// A snapshot case as the pipeline made it: its layout, PNG and layout dump.
public struct RenderedCase: Sendable {
    public var snapshotCase: SnapshotCase
    public var tree: LayoutTree
    /// The picture, masked where the case masks.
    public var image: PixelImage
    /// `LayoutJSON` of the tree: what `<case>.layout.json` references hold.
    public var layout: String
    /// What reading the input said.
    public var warnings: [FormWarning]
    /// The case's mask selectors that matched a box here (one that matches nothing anywhere is a typo).
    public var maskMatched: Set<SnapshotMask.Selector> = []

    /// The picture as a PNG file's bytes, encoded on each call.
    public var png: [UInt8] {
        get throws { try PNGEncoder.encode(image) }
    }
}

/// How a snapshot case is rendered, compared and explained: the one place the CLI suite,
/// `assertFormSnapshot` and the swift-snapshot-testing strategy go through, so the three can never
/// disagree about a picture. In the spirit of swift-snapshot-testing's `Snapshotting` (value → format)
/// and `Diffing` (two formats → a verdict and its explanation).
///
/// The stages, each a plain value handed to the next: input file → `FormState` (model) →
/// `LayoutTree` (layout, text measured by the session's measurer) → pixels (paint) → PNG (codec); then
/// `diffing`: reference and actual PNG → a verdict (bytes, then pixels within tolerance, a diff image)
/// and reference and actual layout dumps → the layout's changes in words.
public struct SnapshotPipeline {
    public let session: RenderSession
    /// How a rendering is compared with its reference and explained (`FormSnapshot`, no Cairo).
    public var diffing: SnapshotDiffing

    public init(session: RenderSession, comparison: ComparisonOptions = ComparisonOptions()) {
        self.session = session
        self.diffing = SnapshotDiffing(options: comparison)
    }

    /// A pipeline with its own session (fonts, theme, hints cache). Not thread-safe: one per thread.
    public init(options: RenderOptions, comparison: ComparisonOptions = ComparisonOptions()) throws {
        self.init(session: try RenderSession(options: options), comparison: comparison)
    }

    /// The checker that compares renderings with the references in `directory`'s files, writing
    /// references only as `mode` and `policy` allow (never under CI) and failures to `reportDirectory`.
    public func checker(mode: SnapshotChecker.Mode, policy: SnapshotChecker.RecordPolicy, isCI: Bool = SnapshotChecker.environmentIsCI,
                        reportDirectory: String) -> SnapshotChecker {
        SnapshotChecker(mode: mode, policy: policy, isCI: isCI, reportDirectory: reportDirectory, options: diffing.options)
    }

    /// Renders a case and checks it against its reference: what the suite and `assertFormSnapshot` do.
    public func check(_ snapshotCase: SnapshotCase, with checker: SnapshotChecker, references directory: String,
                      name: String? = nil) throws -> (rendered: RenderedCase, result: SnapshotResult) {
        let rendered = try render(snapshotCase)
        let name = name ?? snapshotCase.name
        // Comparing decodes the reference, as large as the image again: its memory is asked for
        // first, so that a comparison that cannot have it is an error, not a stopped process.
        let (width, height) = (rendered.image.width, rendered.image.height)
        let comparing = width * height * SnapshotPipeline.bytesPerPixelCompared
        do {
            let result = try MemoryBudget.shared.withReservation(comparing) {
                try checker.check(image: rendered.image, layout: rendered.layout,
                                  paths: ReferencePaths(directory: directory, name: name), name: name, mask: snapshotCase.mask)
            }
            return (rendered, result)
        } catch is MemoryBudget.Shortage {
            throw FormError("comparing the \(width)×\(height) px image with its reference takes about \(MemoryBudget.describe(comparing)) more memory than can be had now\(MemoryBudget.limitNote): use a smaller width or scale, or fewer --jobs",
                            at: SourceLocation(file: snapshotCase.input))
        }
    }

    /// What a pixel costs while its image is compared, beyond the image itself: the reference inflated,
    /// then decoded.
    static let bytesPerPixelCompared = 8

    /// Renders one case: the state it names, laid out at its width, painted at its scale.
    public func render(_ snapshotCase: SnapshotCase) throws -> RenderedCase {
        var warnings = WarningLog()
        let medium = snapshotCase.page.map(Medium.page) ?? .width(snapshotCase.width)
        let layout = try session.lay(snapshotCase.input, variant: snapshotCase.variant, on: medium, warnings: &warnings)
        let number = layout.isScreen ? 1 : snapshotCase.pageNumber ?? 1
        guard number >= 1, number <= layout.pages.count else {
            throw FormError("the form prints on \(layout.pages.count) \(layout.pageName ?? "") page\(layout.pages.count == 1 ? "" : "s") now; there is no page \(number)",
                            at: SourceLocation(file: snapshotCase.input))
        }
        let tree = layout.pages[number - 1]
        return RenderedCase(snapshotCase: snapshotCase, tree: tree, image: try image(tree, snapshotCase),
                            layout: LayoutJSON.encode(layout, page: number), warnings: warnings.warnings,
                            maskMatched: snapshotCase.mask.matched(in: tree))
    }

    /// The picture, with the case's masked boxes painted over.
    private func image(_ tree: LayoutTree, _ snapshotCase: SnapshotCase) throws -> PixelImage {
        var image = try session.rasterizer.paint(tree, scale: snapshotCase.scale)
        if !snapshotCase.mask.isEmpty { snapshotCase.mask.paint(snapshotCase.mask.frames(in: tree), on: &image) }
        return image
    }

    /// The case `assertFormSnapshot` and the swift-snapshot-testing strategy name from an input file.
    public static func snapshotCase(of input: String, variant: String?, width: WidthClass, scale: Int) -> SnapshotCase {
        SnapshotCase(input: input, formName: outputName(of: input), variant: variant, width: width, scale: scale)
    }
}
