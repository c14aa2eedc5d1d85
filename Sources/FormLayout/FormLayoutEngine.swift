import BoxTree
import FormModel
import FormSupport

/// Document + page width → layout tree. A pure function of its inputs: text sizes come from the
/// measurer it is given.
public struct FormLayoutEngine {
    public var theme: Theme
    public var measurer: TextMeasuring
    /// Render collapsed sections expanded (`--expand-all`).
    public var expandAll: Bool

    public init(theme: Theme = .default, measurer: TextMeasuring, expandAll: Bool = false) {
        self.theme = theme
        self.measurer = measurer
        self.expandAll = expandAll
    }

    public func layout(_ document: FormDocument, width: Double) -> LayoutTree {
        let margin = theme.pageMargin(forWidth: width)
        // The form keeps its measure on a wide page, centred.
        let contentWidth = max(1, min(width - 2 * margin, theme.maxContentWidth))
        let left = (width - contentWidth) / 2
        var children: [LayoutBox] = []
        var y = margin

        if let title = document.title, !title.isEmpty {
            let box = TextBoxMaker(theme: theme, measurer: measurer)
                .box(.title, text: title, style: .formTitle, color: theme.colors.text, at: (left, y), width: contentWidth)
            children.append(box)
            y += box.frame.height
        }
        let hasTitle = !children.isEmpty
        let sectionLayout = SectionLayout(theme: theme, measurer: measurer, expandAll: expandAll, locale: document.locale)
        var placedCard = false
        var isTruncated = false
        for section in document.sections {
            // Past the tallest image or page nothing can be drawn: stop laying out (a form at the
            // input limits would otherwise wrap text for tens of seconds only to be refused).
            guard y <= LayoutTree.maxHeight else {
                isTruncated = true
                break
            }
            let card = sectionLayout.layout(section, width: contentWidth, maxHeight: LayoutTree.maxHeight - y)
            guard card.frame.height > 0 else { continue }
            if placedCard { y += theme.cardGap } else if hasTitle { y += theme.titleGap }
            children.append(card.offsetBy(dx: left, dy: y))
            y += card.frame.height
            placedCard = true
        }
        let height = (y + margin).rounded(.up)
        let root = LayoutBox(role: .form, id: document.name, frame: Rect(x: 0, y: 0, width: width, height: height),
                             style: FormStyles(theme: theme).page, children: children)
        return LayoutTree(width: width, height: height, root: root, isTruncated: isTruncated || height > LayoutTree.maxHeight)
    }
}
