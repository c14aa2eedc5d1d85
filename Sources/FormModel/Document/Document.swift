import Foundation
/// A resolved input of any format: what layout receives. Each kind has a layout of its own that makes
/// the same styled boxes.
public enum Document: Equatable, Sendable {
    case form(FormDocument)
    case view(ViewDocument)

    /// The name outputs are written under.
    public var name: String {
        switch self {
        case .form(let form): return form.name
        case .view(let view): return view.name
        }
    }

    /// The title a PDF carries.
    public var title: String? {
        switch self {
        case .form(let form): return form.title
        case .view(let view): return view.name
        }
    }

    /// The language a PDF says it is in (BCP 47: `de-DE`): the form's locale, or a view tree root's
    /// `locale`; English when a view tree names none.
    public var language: String {
        let locale: String
        switch self {
        case .form(let form): locale = form.locale
        case .view(let view): locale = view.root.attributes.locale ?? "en"
        }
        let tag = locale.split(separator: ".").first.map(String.init) ?? locale
        return tag.replacingOccurrences(of: "_", with: "-")
    }
}

/// One state of an input to render: the default (`variant` nil) or a named variant.
public struct DocumentState: Equatable, Sendable {
    public var variant: String?
    public var document: Document

    public init(variant: String?, document: Document) {
        self.variant = variant
        self.document = document
    }
}
