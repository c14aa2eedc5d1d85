import BoxTree
import FormModel
import FormSupport
import Foundation

/// The theme on paper: white pages, ink-dark text, thin mid-grey lines to write on, no cards or
/// shadows. Every size and colour of a printed form is chosen here.
struct PrintStyles {
    let theme: Theme

    var colors: Theme.Colors { theme.colors }
    var family: String { theme.fontFamily }

    // Type: smaller than on a screen, as print is read closer.
    var titleFont: FontSpec { FontSpec(family: family, weight: .bold, size: 20, lineHeight: 26) }
    var sectionFont: FontSpec { FontSpec(family: family, weight: .semibold, size: 14, lineHeight: 18) }
    var descriptionFont: FontSpec { FontSpec(family: family, weight: .regular, size: 10, lineHeight: 14) }
    var labelFont: FontSpec { FontSpec(family: family, weight: .semibold, size: 10, lineHeight: 13) }
    var valueFont: FontSpec { FontSpec(family: family, weight: .regular, size: 11, lineHeight: 15) }
    var optionFont: FontSpec { FontSpec(family: family, weight: .regular, size: 10, lineHeight: 14) }
    var cellFont: FontSpec { FontSpec(family: family, weight: .regular, size: 12, lineHeight: 16) }
    var runningFont: FontSpec { FontSpec(family: family, weight: .regular, size: 8.5, lineHeight: 12) }

    // Lines to write on.
    let lineWidth = 0.75
    let entryHeight = 26.0
    let cellHeight = 24.0
    let maxCellWidth = 20.0
    let minCellWidth = 9.0
    /// Writing lines are this far apart, and a filled textarea's lines sit on them.
    let writingPitch = 22.0
    /// How wide a handwritten character is, for writing lines enough for an expected length.
    let handwrittenCharacterWidth = 7.0
    let tickSize = 11.0
    let switchTickSize = 13.0

    // Spacing.
    let labelGap = 3.0
    let rowGap = 10.0
    let columnGap = 14.0
    let sectionGap = 20.0
    let headerGap = 10.0
    let titleGap = 14.0
    let optionGap = 16.0
    let optionRowGap = 5.0
    let runningGap = 10.0

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
