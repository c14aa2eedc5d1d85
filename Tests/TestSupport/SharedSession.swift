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
