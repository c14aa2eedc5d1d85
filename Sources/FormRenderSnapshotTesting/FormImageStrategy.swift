#if SnapshotTesting
import FormLayout
import FormSnapshot
import Foundation
// `import FormRenderSnapshotTesting` is all a test file needs: assertSnapshot comes with it.
@_exported import SnapshotTesting

extension Snapshotting where Value == SnapshotForm, Format == Data {
    /// The form rendered to PNG at a width class, compared with FormRender's tolerant pixel comparison
    /// (YIQ threshold, anti-aliasing forgiven, pixel budgets) and explained from the layout the PNG
    /// carries. Works on Linux, where the library's own image strategies do not exist.
    ///
    ///     assertSnapshot(of: try SnapshotForm("Hints/User.hints"), as: .formImage(width: .compact))
    ///
    /// A render error is never recorded. Errors in reading the form are thrown by `SnapshotForm`'s
    /// initializer. One that only rendering at this width and scale meets (an unsupported scale, an
    /// image too large) fails the test here, at the call's location, and the snapshot is withheld:
    /// swift-snapshot-testing writes whatever a strategy hands back when it records, and a strategy
    /// cannot throw. The cost: that library then also reports a timeout, after `timeout` seconds.
    ///
    /// `mask` ignores boxes by role and id, as `formrender.json`'s `mask` does (`"field:createdAt"`,
    /// `"role:counter"`, `"id:clock"`): each is painted solid magenta in the recorded PNG, and when the
    /// images differ both are masked where the boxes are in either layout, so a masked box that moves is
    /// ignored where it was and where it is, and a mask added later applies to older references at once.
    /// A selector that is none of these fails the test here, and nothing is recorded.
    public static func formImage(width: WidthClass = .compact, scale: Int = 2, threshold: Double = 0.1,
                                 maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0, mask: [String] = [],
                                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) -> Snapshotting {
        let options = ComparisonOptions(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let selectors = mask.compactMap(SnapshotMask.Selector.init)
        let snapshotMask = SnapshotMask(selectors: selectors)
        let unknownSelector = mask.first { SnapshotMask.Selector($0) == nil }
        return Snapshotting(pathExtension: "png", diffing: .formImage(options, mask: snapshotMask)) { form in
            Async { callback in
                if let unknownSelector {
                    TestIssue.record("mask '\(unknownSelector)' is not a box to mask; expected \(SnapshotMask.syntax) (nothing was recorded)",
                                     at: location)
                    return
                }
                switch FormPNG.render(form, width: width, scale: scale, mask: snapshotMask) {
                case .success(let png):
                    callback(png)
                case .failure(let error):
                    TestIssue.record("""
                        \(error)
                        (rendering at \(width) @\(scale)x; nothing was recorded: the snapshot is withheld, so \
                        swift-snapshot-testing also reports a timeout waiting for it)
                        """, at: location)
                }
            }
        }
    }
}
#endif
