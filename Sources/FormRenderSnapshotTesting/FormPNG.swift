#if SnapshotTesting
import FormLayout
import FormRenderKit
import FormSnapshot
import Foundation
import PNGCodec

/// The PNG the strategy records: the rendering, with its layout dump inside it. swift-snapshot-testing
/// keeps one file per snapshot, so the layout the CLI keeps beside a reference as `<case>.layout.json`
/// travels in the PNG's compressed text chunk, and the diffing explains a failure from the two.
enum FormPNG {
    static let layoutKeyword = "formrender:layout"

    /// The PNG is painted over where `mask`'s boxes are, as the suite's references are.
    static func render(_ form: SnapshotForm, width: WidthClass, scale: Int, mask: SnapshotMask) -> Result<Data, SnapshotFormError> {
        do {
            var snapshotCase = SnapshotPipeline.snapshotCase(of: form.path, variant: form.variant, width: width, scale: scale)
            snapshotCase.mask = mask
            let rendered = try PipelineCache.shared.render(snapshotCase, for: form)
            return .success(Data(try PNGTextChunk.adding(rendered.layout, keyword: layoutKeyword, to: rendered.png)))
        } catch {
            return .failure(SnapshotFormError(error, input: form.path))
        }
    }

    /// The layout dump a PNG carries: nil when it has none (recorded before the strategy kept them).
    static func layout(in png: Data) throws -> String? {
        try PNGTextChunk.text(keyword: layoutKeyword, in: [UInt8](png))
    }

    /// Earlier versions of the strategy recorded a render error as the reference's text, after this prefix.
    private static let recordedErrorPrefix = "formrender error: "

    /// The render error such a reference holds, if it is one.
    static func recordedError(in data: Data) -> String? {
        guard let text = String(data: data.prefix(2000), encoding: .utf8), text.hasPrefix(recordedErrorPrefix) else { return nil }
        return text
    }
}
#endif
