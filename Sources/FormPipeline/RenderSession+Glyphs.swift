import BoxTree
import FormModel
import FormSupport
import Foundation

extension RenderSession {
    /// Says which characters of a laid-out tree no bundled font has, naming the boxes that show them,
    /// so a form never turns into boxes (tofu) in silence; and checks the fallback fonts' files before
    /// a text that needs one is drawn.
    func checkGlyphs(_ tree: LayoutTree, input: String, warnings: inout WarningLog) throws {
        var missingByBox: [(box: String, scalars: [Unicode.Scalar])] = []
        var needsFallback = false
        func visit(_ box: LayoutBox) {
            if let text = box.textRun?.string {
                let coverage = measurer.fonts.coverage(of: text)
                needsFallback = needsFallback || coverage.needsFallback
                if !coverage.missing.isEmpty { missingByBox.append((RenderSession.name(of: box), coverage.missing)) }
            }
            box.children.forEach(visit)
        }
        visit(tree.root)
        if needsFallback { try measurer.fonts.verifyFallbackFonts() }
        for (box, scalars) in missingByBox {
            func codes(_ scalars: [Unicode.Scalar]) -> String {
                scalars.prefix(8).map { String(format: "U+%04X", $0.value) }.joined(separator: ", ") + (scalars.count > 8 ? " and \(scalars.count - 8) more" : "")
            }
            // A private-use character means what its own font draws; whatever a bundled font has there is not that.
            let privateUse = scalars.filter { $0.properties.generalCategory == .privateUse }
            let missing = scalars.filter { $0.properties.generalCategory != .privateUse }
            if !missing.isEmpty {
                warnings.add("no bundled font has \(codes(missing)) (in \(box)); \(missing.count == 1 ? "it is drawn as a box" : "they are drawn as boxes")",
                             at: SourceLocation(file: input))
            }
            if !privateUse.isEmpty {
                warnings.add("\(codes(privateUse)) (in \(box)) \(privateUse.count == 1 ? "is a private-use character" : "are private-use characters"): what \(privateUse.count == 1 ? "it means" : "they mean") belongs to a font that is not bundled, so the picture cannot show it",
                             at: SourceLocation(file: input))
            }
        }
    }

    /// "label 'email'", as the layout tree names a box, or its role and the start of its text.
    private static func name(of box: LayoutBox) -> String {
        if let id = box.id { return "\(box.role) '\(id)'" }
        let text = box.text ?? box.textRun?.string ?? ""
        return "\(box.role) \"\(text.count > 24 ? String(text.prefix(24)) + "…" : text)\"".escapingControlCharacters
    }
}
