import BoxTree

// What the fuzz targets that lay out share: a check of every laid-out box, and a text measurer
// without Pango.

public func check(_ box: LayoutBox) {
    let f = box.frame
    precondition(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite,
                 "\(box.role) '\(box.id ?? "")' has a non-finite frame \(f)")
    precondition(f.width >= 0 && f.height >= 0, "\(box.role) '\(box.id ?? "")' has a negative size \(f)")
    for child in box.children { check(child) }
}

/// Text metrics without Pango: every character is 0.55 em wide and lines break greedily at spaces
/// and at newlines (a word longer than the line stays on a line of its own). Linear in the text.
public struct SimpleMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        let character = 0.55 * font.size
        switch wrapping {
        case .singleLine:
            let line = text.prefix { $0 != "\n" }
            return TextMetrics(width: max(0, min(Double(line.count) * character, maxWidth)), lineCount: 1)
        case .wrap:
            var lines = 0, widest = 0.0
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += 1
                var current = 0.0, lineIsEmpty = true
                for word in paragraph.split(separator: " ") {
                    let wordWidth = Double(word.count) * character
                    if lineIsEmpty {
                        current = wordWidth
                        lineIsEmpty = false
                    } else if current + character + wordWidth <= maxWidth {
                        current += character + wordWidth
                    } else {
                        lines += 1
                        current = wordWidth
                    }
                    widest = max(widest, current)
                }
            }
            return TextMetrics(width: widest, lineCount: max(1, lines))
        }
    }
}
