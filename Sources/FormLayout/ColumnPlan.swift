import BoxTree
import FormModel
import FormSupport

/// How many columns a section gets and how wide they are.
///
/// Exact (the theme's default layout): the columns SixLayer's `DynamicFormSectionView` gives, at every
/// width: horizontal 2, grid `min(3, √fields)`, adaptive 1 up to 4 fields, 2 up to 8, else the grid's.
///
/// Refined: the style asks for a number of columns; the width decides what it gets. A column must be at
/// least as wide as the widest need among the section's fields (see `FieldSizing.neededWidth`), else
/// the section drops a column, down to one (so two `medium` fields sit side by side at `regular` but
/// stack at `compact`).
public struct ColumnPlan: Equatable, Sendable {
    public var columns: Int
    public var columnWidth: Double
    public var columnGap: Double
    public var rowGap: Double

    public static let maxGridColumns = 4

    public init(style: LayoutStyle, fields: [Field], contentWidth: Double, theme: Theme) {
        let need = (fields.map { FieldSizing.neededWidth($0, theme: theme) }.max() ?? theme.defaultFieldWidth)
            * theme.columnWidthTolerance
        let gap = theme.columnGap
        let isExact = theme.layoutMode == .exact
        let requested = isExact ? ColumnPlan.sixLayerColumns(style: style, fieldCount: fields.count)
                                : ColumnPlan.requestedColumns(style: style, fieldCount: fields.count, need: need, contentWidth: contentWidth, gap: gap)
        // SixLayer's grid keeps its columns with fewer fields than columns (one field takes half a
        // horizontal section); the refined plan gives no more columns than fields.
        var columns = max(1, isExact ? requested : min(requested, max(fields.count, 1)))
        // Exact columns give way only where one could not hold a field's padding and trailing control.
        let least = isExact ? FieldSizing.narrowestBox(theme: theme) : min(need, contentWidth)
        while columns > 1 && ColumnPlan.width(of: columns, in: contentWidth, gap: gap) < least {
            columns -= 1
        }
        self.columns = columns
        self.columnGap = gap
        self.columnWidth = ColumnPlan.width(of: columns, in: contentWidth, gap: gap)
        switch style {
        case .compact: rowGap = theme.compactRowGap
        case .spacious: rowGap = theme.spaciousRowGap
        default: rowGap = theme.rowGap
        }
    }

    static func width(of columns: Int, in contentWidth: Double, gap: Double) -> Double {
        (contentWidth - gap * Double(columns - 1)) / Double(columns)
    }

    static func requestedColumns(style: LayoutStyle, fieldCount: Int, need: Double, contentWidth: Double, gap: Double) -> Int {
        switch style {
        case .vertical, .standard, .compact, .spacious:
            return 1
        case .horizontal:
            return 2
        case .grid:
            return gridColumns(need: need, contentWidth: contentWidth, gap: gap)
        case .adaptive:
            if fieldCount <= 4 { return 1 }
            if fieldCount <= 8 { return 2 }
            return gridColumns(need: need, contentWidth: contentWidth, gap: gap)
        }
    }

    /// SixLayer's columns for a style (`DynamicFormSectionView.fieldLayoutView`), whatever the width.
    static func sixLayerColumns(style: LayoutStyle, fieldCount: Int) -> Int {
        let grid = min(3, max(1, Int(Double(fieldCount).squareRoot())))
        switch style {
        case .vertical, .standard, .compact, .spacious: return 1
        case .horizontal: return 2
        case .grid: return grid
        case .adaptive: return fieldCount <= 4 ? 1 : fieldCount <= 8 ? 2 : grid
        }
    }

    /// As many columns of at least `need` points as fit, at most four.
    static func gridColumns(need: Double, contentWidth: Double, gap: Double) -> Int {
        let fitting = Int(((contentWidth + gap) / (need + gap)).rounded(.down))
        return max(1, min(maxGridColumns, fitting))
    }
}

/// Widths of fields from the widths they ask for.
public enum FieldSizing {
    /// What a field asks for in points (characters measured in the theme's value font, at most 200
    /// of them), or nil (fill).
    public static func preferredWidth(_ field: Field, theme: Theme) -> Double? {
        switch field.preferredWidth {
        case .points(let points):
            return points
        case .characters(let length):
            let characters = Double(min(length, 200))
            let width = characters * theme.averageCharacterWidth * theme.font(.fieldValue).size + 2 * theme.fieldPaddingX
            return max(theme.minimumFieldWidth, width)
        case nil:
            return nil
        }
    }

    /// The narrowest box that holds its padding, a trailing control and a point of text (53 pt).
    public static func narrowestBox(theme: Theme) -> Double {
        2 * theme.fieldPaddingX + theme.trailingControlWidth + theme.counterGap + 1
    }

    /// What a column must offer for the field to sit in it comfortably: its preferred width, up to
    /// the theme's comfortable width.
    public static func neededWidth(_ field: Field, theme: Theme) -> Double {
        min(preferredWidth(field, theme: theme) ?? theme.defaultFieldWidth, theme.comfortableFieldWidth)
    }

    /// A field's width in its column, on the column's field grid so that right edges line up: a
    /// field with a width hint takes the narrowest span that holds it (up to the theme's tolerance:
    /// the seed's widths are approximate); one without fills the column up to the theme's
    /// `maxFieldWidth`, snapped down to a span. Nothing is wider than its column, and nothing narrower
    /// than the theme's minimum (a box narrower than its own padding would push its text outside
    /// it), unless the column is.
    public static func width(_ field: Field, inColumn columnWidth: Double, theme: Theme) -> Double {
        if theme.layoutMode == .exact {
            // SixLayer's `.frame(width:)`, clamped to the column; never narrower than a box can be.
            guard let preferred = preferredWidth(field, theme: theme) else { return min(columnWidth, theme.maxFieldWidth) }
            return min(columnWidth, max(preferred, narrowestBox(theme: theme)))
        }
        let grid = FieldGrid(columnWidth: columnWidth, theme: theme)
        guard let preferred = preferredWidth(field, theme: theme) else {
            return columnWidth <= theme.maxFieldWidth ? columnWidth : grid.widestSpan(atMost: theme.maxFieldWidth)
        }
        let wanted = min(max(preferred, theme.minimumFieldWidth), columnWidth)
        return grid.narrowestSpan(holding: wanted, tolerance: theme.columnWidthTolerance, minimum: min(theme.minimumFieldWidth, columnWidth))
    }
}

/// A column cut into `fieldGridColumns` equal parts with the column gap between them; a span is one
/// or more parts side by side, and its right edge is one of the grid's lines.
public struct FieldGrid: Equatable, Sendable {
    public var spans: [Double]

    public init(columnWidth: Double, theme: Theme) {
        let parts = max(1, theme.fieldGridColumns)
        let gap = theme.columnGap
        let part = (columnWidth - gap * Double(parts - 1)) / Double(parts)
        // A column too narrow for its gaps is one span.
        guard part > 0 else {
            spans = [columnWidth]
            return
        }
        spans = (1...parts).map { count in count == parts ? columnWidth : Double(count) * part + Double(count - 1) * gap }
    }

    /// The narrowest span at least `tolerance` × `width` and at least `minimum` wide (the whole column
    /// when none is).
    public func narrowestSpan(holding width: Double, tolerance: Double, minimum: Double) -> Double {
        spans.first { $0 >= width * tolerance && $0 >= minimum } ?? spans.last ?? width
    }

    /// The widest span no wider than `limit` (the narrowest when none is).
    public func widestSpan(atMost limit: Double) -> Double {
        spans.last { $0 <= limit } ?? spans.first ?? limit
    }
}
