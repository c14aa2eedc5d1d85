import FormRenderKit

/// A render session for a test. Each test makes its own (a Rasterizer is not thread-safe, and Swift
/// Testing runs tests in parallel); the fonts are the checkout's Fonts/.
public func makeSession(hintsDirectories: [String] = [TestPaths.path("Hints")], expandAll: Bool = false,
                        outputDirectory: String = "out", themeFile: String? = nil) throws -> RenderSession {
    var options = RenderOptions()
    options.themeFile = themeFile
    options.hintsDirectories = hintsDirectories
    options.expandAll = expandAll
    options.outputDirectory = outputDirectory
    options.fontsDirectory = TestPaths.path("Fonts")
    return try RenderSession(options: options)
}

extension RenderSession {
    /// A form made in a test, laid out across `width` points through `lay`, every rule of a render applied.
    public func layOut(_ form: FormDocument, width: Double) throws -> LayoutTree {
        var warnings = WarningLog()
        return try lay(.form(form), on: .width(.points(width)), input: form.name, warnings: &warnings).first
    }
}
