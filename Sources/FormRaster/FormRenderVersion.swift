/// FormRender's version: `formrender --version`, and the producer named in every PDF it writes.
public enum FormRenderVersion {
    public static let current = "0.15.0"

    /// As a PDF's `/Producer`.
    public static var producer: String { "FormRender \(current)" }
}
