import BoxTree
import FormModel
import FormSupport
import Foundation

/// The theme on paper: white pages, ink-dark text, thin mid-grey lines to write on, no cards or
/// shadows. Every size and colour of a printed form is chosen here.
struct PrintStyles {
    let theme: Theme
    /// `--text-scale` (or the theme's): every text this much larger, and with it every box, cell, line
    /// and gap that holds or writes text, so a large-print form is the same form grown.
    let scale: Double

    init(theme: Theme, scale: Double = 1) {
        self.theme = theme
        self.scale = Theme.textScales.contains(scale) ? scale : 1
    }

    var colors: Theme.Colors { theme.colors }
    var family: String { theme.fontFamily }

    /// A size grown by the scale, to the quarter point (sizes stay exact in a PDF's numbers).
    private func scaled(_ value: Double) -> Double { scale == 1 ? value : (value * scale * 4).rounded() / 4 }
    private func font(_ weight: FontWeight, _ size: Double, _ lineHeight: Double) -> FontSpec {
        FontSpec(family: family, weight: weight, size: scaled(size), lineHeight: scaled(lineHeight))
    }

    // Type: smaller than on a screen, as print is read closer.
    var titleFont: FontSpec { font(.bold, 20, 26) }
    var sectionFont: FontSpec { font(.semibold, 14, 18) }
    var descriptionFont: FontSpec { font(.regular, 10, 14) }
    var labelFont: FontSpec { font(.semibold, 10, 13) }
    var valueFont: FontSpec { font(.regular, 11, 15) }
    var optionFont: FontSpec { font(.regular, 10, 14) }
    var cellFont: FontSpec { font(.regular, 12, 16) }
    var runningFont: FontSpec { font(.regular, 8.5, 12) }

    // Lines to write on.
    let lineWidth = 0.75
    var entryHeight: Double { scaled(26) }
    var cellHeight: Double { scaled(24) }
    var maxCellWidth: Double { scaled(20) }
    var minCellWidth: Double { scaled(9) }
    /// The least width a hand writes a digit in; a date's row narrower than that stands in rows.
    var writableCellWidth: Double { scaled(14) }
    /// Writing lines are this far apart, and a filled textarea's lines sit on them.
    var writingPitch: Double { scaled(22) }
    /// How wide a handwritten character is, for writing lines enough for an expected length.
    var handwrittenCharacterWidth: Double { scaled(7) }
    var tickSize: Double { scaled(11) }
    /// A box to sign in: room for a hand's signature, its line a little above the foot.
    var signatureHeight: Double { scaled(54) }
    var signatureLineRise: Double { scaled(14) }
    /// The room left at each side of what is written in a box.
    var scaledInset: Double { scaled(12) }
    var switchTickSize: Double { scaled(13) }

    // Spacing.
    var labelGap: Double { scaled(3) }
    var rowGap: Double { scaled(10) }
    var columnGap: Double { scaled(14) }
    var sectionGap: Double { scaled(20) }
    var headerGap: Double { scaled(10) }
    var titleGap: Double { scaled(14) }
    var optionGap: Double { scaled(16) }
    var optionRowGap: Double { scaled(5) }
    var runningGap: Double { scaled(10) }

    // Paper is white whatever the theme: a theme's colour is used where it reads on white (a dark
    // theme's light text would not), else the default theme's.
    var ink: Color { PrintStyles.onPaper(colors.text, or: Theme.Colors().text, contrast: 4.5) }
    var secondaryInk: Color { PrintStyles.onPaper(colors.secondaryText, or: Theme.Colors().secondaryText, contrast: 3) }
    var line: Color { PrintStyles.onPaper(colors.control, or: Theme.Colors().control, contrast: 2.5) }
    var hint: Color { PrintStyles.onPaper(colors.placeholder, or: Theme.Colors().placeholder, contrast: 1.8) }
    var error: Color { PrintStyles.onPaper(colors.error, or: Theme.Colors().error, contrast: 3) }
    var readOnlyFill: Color { PrintStyles.contrast(colors.readOnlyFill) <= 1.25 ? colors.readOnlyFill : Theme.Colors().readOnlyFill }

    static func onPaper(_ color: Color, or fallback: Color, contrast minimum: Double) -> Color {
        contrast(color) >= minimum ? color : fallback
    }

    /// WCAG's contrast ratio of an opaque colour against white paper (1 to 21).
    static func contrast(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        return 1.05 / (luminance + 0.05)
    }

    /// A box to write in: a thin square outline.
    func writingBox(readOnly: Bool) -> BoxStyle {
        BoxStyle(fill: readOnly ? readOnlyFill : nil, border: Border(color: line, width: lineWidth))
    }

    /// A row of equal cells: an outline with a rule between each two. Square, as are tick boxes and
    /// boxes to write in: a PDF writes every number of a path, and a rounded outline has eight times
    /// the numbers of a square one (a 300-field form's PDF is a third faster for it).
    func comb(cells: Int, cellWidth: Double) -> BoxStyle {
        BoxStyle(border: Border(color: line, width: lineWidth),
                 rules: (1..<max(cells, 1)).map { Rule(.vertical, offset: Double($0) * cellWidth - lineWidth / 2, thickness: lineWidth, color: line) })
    }

    /// Writing lines: a rule at the foot of each line.
    func writingLines(count: Int) -> BoxStyle {
        BoxStyle(rules: (1...max(count, 1)).map { Rule(.horizontal, offset: Double($0) * writingPitch - lineWidth, thickness: lineWidth, color: line) })
    }

    func tick(isTicked: Bool) -> (BoxStyle, GlyphRun?) {
        (BoxStyle(border: Border(color: line, width: lineWidth * 1.3)),
         isTicked ? GlyphRun(.checkMark, color: ink, inset: 1.5) : nil)
    }

    /// A box to sign in: an outline, and a line to sign on across it, inset from its sides.
    func signatureBox(readOnly: Bool, width: Double, height: Double) -> BoxStyle {
        let inset = min(scaledInset, width / 4)
        return BoxStyle(fill: readOnly ? readOnlyFill : nil, border: Border(color: line, width: lineWidth),
                        rules: [Rule(.horizontal, offset: height - signatureLineRise, startInset: inset, endInset: inset,
                                     thickness: lineWidth, color: line)])
    }

    /// A section header's rule under its text.
    func sectionHeader(height: Double) -> BoxStyle {
        BoxStyle(rules: [Rule(.horizontal, offset: height - lineWidth, thickness: lineWidth, color: line)])
    }

    func run(_ text: String, _ font: FontSpec, color: Color? = nil, wrapping: TextWrapping = .wrap,
             alignment: TextAlignment = .leading) -> TextRun {
        TextRun(text, font: font, color: color ?? ink, alignment: alignment, wrapping: wrapping)
    }

    /// A label: a required one ends in an asterisk in the error colour.
    func label(_ text: String, font: FontSpec, isRequired: Bool) -> TextRun {
        let label = run(text, font)
        return isRequired ? label.requiredMark(color: error) : label
    }
}
