import BoxTree
import FormLayout
import FormModel
import FormSupport

extension RenderSession {
    /// A form's one-line values and placeholders end in an ellipsis when their box is too narrow, as a
    /// text field does on a device; each one cut is named, so nothing is lost in silence. The text itself
    /// is not repeated (a value may be private).
    func checkCutText(_ tree: LayoutTree, input: String, warnings: inout WarningLog) {
        var cut: [String] = []
        func visit(_ box: LayoutBox) {
            if box.role == .input, let run = box.textRun, run.wrapping == .singleLine, let id = box.id {
                let width = measurer.measure(run.string, font: run.font, maxWidth: .greatestFiniteMagnitude, wrapping: .singleLine).width
                if width > box.frame.width + 0.001 { cut.append(box.has("placeholder") ? "the placeholder of '\(id)'" : "'\(id)'") }
            }
            box.children.forEach(visit)
        }
        visit(tree.root)
        guard !cut.isEmpty else { return }
        let listed = cut.count <= 12 ? cut.joined(separator: ", ") : cut.prefix(12).joined(separator: ", ") + " and \(cut.count - 12) more"
        warnings.add("at \(JSONObjectReader.format(tree.width)) pt wide, \(cut.count == 1 ? "a value is" : "\(cut.count) values are") cut with an ellipsis to fit \(cut.count == 1 ? "its box" : "their boxes"): \(listed)",
                     at: SourceLocation(file: input))
    }
}
