import FormModel
import FormLayout

public enum OutputFormat: String, CaseIterable, Sendable {
    case png, pdf

    /// `OUT/<name>-<width>@<scale>x.png` and `OUT/<name>-<width>.pdf`.
    public func fileName(name: String, width: WidthClass, scale: Int) -> String {
        switch self {
        case .png: return "\(name)-\(width)@\(scale)x.png"
        case .pdf: return "\(name)-\(width).pdf"
        }
    }
}

/// The name an input's outputs are written under: its file name without the extension(s).
public func outputName(of input: String) -> String {
    SourceFiles.baseName(of: input)
}
