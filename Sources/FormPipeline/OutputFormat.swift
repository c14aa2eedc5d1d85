import FormModel
import FormSupport
import FormLayout

public enum OutputFormat: String, CaseIterable, Sendable {
    case png, pdf

    /// `<name>` or, for a variant, `<name>-<variant>`: the stem of a case's file names.
    public static func caseName(_ name: String, variant: String?) -> String {
        variant.map { "\(name)-\($0)" } ?? name
    }

    /// `OUT/<name>-<width>@<scale>x.png` and `OUT/<name>-<width>.pdf`.
    public func fileName(name: String, width: WidthClass, scale: Int) -> String {
        switch self {
        case .png: return "\(name)-\(width)@\(scale)x.png"
        case .pdf: return "\(name)-\(width).pdf"
        }
    }

    /// `<name>-<page>.pdf`: a paged PDF (`Signup-a4.pdf`).
    public static func pagedPDFName(name: String, page: String) -> String {
        "\(name)-\(page).pdf"
    }

    /// `<name>-<page>-p<N>@<scale>x.png`: one page as an image (`Signup-a4-p2@2x.png`).
    public static func pageImageName(name: String, page: String, number: Int, scale: Int) -> String {
        "\(name)-\(page)-p\(number)@\(scale)x.png"
    }
}

/// The name an input's outputs are written under: its file name without its format's suffix.
public func outputName(of input: String) -> String {
    InputFormats.registered.baseName(of: input)
}
