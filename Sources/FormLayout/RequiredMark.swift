import BoxTree
import FormModel
import FormSupport

extension TextRun {
    /// A required field's label: the text, then ` *` in `color` (screen and paper alike).
    func requiredMark(color: Color) -> TextRun {
        var marked = self
        let start = string.utf8.count + 1
        marked.string = string + " *"
        marked.coloredRanges = [ColoredRange(start..<marked.string.utf8.count, color: color)]
        return marked
    }
}

extension Field {
    /// A toggle's or checkbox's value read as on: `true`, `yes`, `on` or `1`, in any case.
    var isOn: Bool {
        guard let value = value?.lowercased() else { return false }
        return ["true", "yes", "on", "1"].contains(value)
    }
}
