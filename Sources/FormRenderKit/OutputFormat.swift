import FormModel
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
}

/// The name an input's outputs are written under: its file name without its format's suffix.
public func outputName(of input: String) -> String {
    InputFormats.registered.baseName(of: input)
}
