import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormPages
import Foundation

/// The one way a document becomes boxes. Every caller (render, layout, the snapshot suite, the testing
/// API, gallery, watch, bench) goes through `lay`, so none can skip a rule of a render: the `--locale`
/// override, right-to-left mirroring, the missing-glyph check (which also verifies the fallback fonts
/// before they draw), the cut-value check on screens, and what pagination says on paper.
extension RenderSession {
    /// One state of a document laid out on a medium, with every rule applied; what they find goes to
    /// `warnings`, located at `input`.
    public func lay(_ document: Document, on medium: Medium, input: String, warnings: inout WarningLog) throws -> PagedLayout {
        let layout: PagedLayout
        switch medium {
        case .width(let width):
            layout = PagedLayout(screen: screen(document, width: width.points, warnings: &warnings))
            if case .form(let form) = document {
                checkCutText(layout.first, input: input, warnings: &warnings)
                // A table is paper's; a screen draws the text field SixLayer would, which holds none of its cells.
                for field in form.sections.flatMap(\.fields) where field.table != nil && !field.tableValues.isEmpty {
                    warnings.addOnce("field '\(field.id)' is a table to print (--page); a screen draws it as a text field, without its \(field.tableValues.count) filled cell\(field.tableValues.count == 1 ? "" : "s")",
                                     key: "screen-table-\(field.id)", at: SourceLocation(file: input))
                }
            }
            // A view tree's fonts are the sizes its views give: a text scale asked for (or the theme's) is
            // said, not silently dropped.
            if case .view = document, textScale != 1 {
                let whose = options.textScale == nil ? " (the theme's)" : ""
                warnings.addOnce("the text scale \(JSONObjectReader.format(textScale))\(whose) does not apply to view trees: they are drawn at the font sizes their views give",
                                 key: "view-tree-text-scale", at: SourceLocation(file: input))
            }
        case .page(let page):
            guard case .form(let form) = document else {
                throw FormError("--page prints forms, and '\(document.name)' is a view tree: render it without --page (one picture, one PDF page)",
                                at: SourceLocation(file: document.name))
            }
            layout = try paginate(localized(form), page: page, input: input, warnings: &warnings)
        }
        for tree in layout.pages { try checkGlyphs(tree, input: input, warnings: &warnings) }
        return layout
    }

    /// One state of an input (the default, or the variant named), read and laid out on a medium.
    public func lay(_ input: String, variant: String? = nil, on medium: Medium, warnings: inout WarningLog) throws -> PagedLayout {
        let states = try loader.loadDocuments(input, variant: variant ?? "default", warnings: &warnings)
        return try lay(states[0].document, on: medium, input: input, warnings: &warnings)
    }

    /// A document laid out across a width by the layout of its kind; a view tree's images are decoded
    /// first (once a run), and those that cannot be shown are said in `warnings`.
    private func screen(_ document: Document, width: Double, warnings: inout WarningLog) -> LayoutTree {
        switch document {
        case .form(let form):
            // A right-to-left form is laid out as any other, then reflected as a whole.
            let form = localized(form)
            let tree = engine.layout(form, width: width)
            return form.isRightToLeft ? LayoutMirror.mirrored(tree) : tree
        case .view(let view):
            let images = viewImages.images(for: view, warnings: &warnings)
            let tree = ViewLayoutEngine(theme: theme, measurer: measurer, images: images).layout(view, width: width)
            let root = view.root.attributes
            let rightToLeft = options.locale.map(FormDocument.isRightToLeft(locale:))
                ?? root.isRightToLeft ?? root.locale.map(FormDocument.isRightToLeft(locale:)) ?? false
            return rightToLeft ? LayoutMirror.mirrored(tree) : tree
        }
    }

    /// The form in `--locale`, when one is given: its locale, and the direction that locale reads in.
    private func localized(_ form: FormDocument) -> FormDocument {
        guard let locale = options.locale else { return form }
        var form = form
        form.locale = locale
        form.isRightToLeft = FormDocument.isRightToLeft(locale: locale)
        return form
    }

    /// The form on pages; what printing says (a field sliced over pages, a value cut to its cells) goes
    /// to `warnings`.
    private func paginate(_ form: FormDocument, page: PageSetup, input: String, warnings: inout WarningLog) throws -> PagedLayout {
        if let problem = PrintLimits.problem(in: form) {
            throw FormError("\(problem); printing stops here rather than leave text out", at: SourceLocation(file: input))
        }
        let engine = PrintLayoutEngine(theme: theme, measurer: measurer, mode: printMode(for: form), fillable: options.fillable,
                                       textScale: textScale)
        let flow = engine.layout(form, contentWidth: page.contentWidth)
        // A page holds at most its content's height: more than the limit's worth is refused before it is cut into pages.
        let least = Int((flow.tree.height / max(1, page.contentHeight)).rounded(.down))
        if least > PrintLimits.maxPages {
            throw FormError("the form would print on more than \(least) pages of \(page.name); a printed form has at most \(PrintLimits.maxPages)",
                            at: SourceLocation(file: input))
        }
        let result = Paginator(setup: page).paginate(flow)
        if result.layout.pages.count > PrintLimits.maxPages {
            throw FormError("the form would print on \(result.layout.pages.count) pages of \(page.name); a printed form has at most \(PrintLimits.maxPages)",
                            at: SourceLocation(file: input))
        }
        for warning in result.warnings { warnings.add(warning, at: SourceLocation(file: input)) }
        guard form.isRightToLeft else { return result.layout }
        var paged = result.layout
        paged.pages = paged.pages.map(LayoutMirror.mirrored)
        return paged
    }

    /// The mode a form prints in: the one asked for, else filled when it has values, else blank.
    public func printMode(for form: FormDocument) -> PrintMode {
        options.printMode ?? (form.hasValues ? .filled : .blank)
    }
}
