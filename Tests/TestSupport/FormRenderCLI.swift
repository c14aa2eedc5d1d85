import Foundation

/// The built `formrender`, run as a user runs it: with the repository's fonts (a call may leave them
/// out), and its `Hints/` when asked, killed after `timeout` seconds when one is given, so that a hang
/// fails its test instead of the suite. The one way the tests start the binary.
public struct FormRenderCLI {
    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String { "build the formrender product first (swift build)" }
    }

    public let binary: URL
    public var hints: Bool
    public var timeout: Int?

    public init(hints: Bool = false, timeout: Int? = nil) throws {
        guard let binary = TestPaths.formrenderBinary else { throw NotBuilt() }
        self.binary = binary
        self.hints = hints
        self.timeout = timeout
    }

    public func callAsFunction(_ arguments: [String], in directory: String? = nil, fonts: Bool = true,
                               environment: [String: String] = [:]) throws -> CommandResult {
        var arguments = arguments
        if fonts { arguments += ["--fonts-dir", TestPaths.path("Fonts")] }
        if hints { arguments += ["--hints-dir", TestPaths.path("Hints")] }
        guard let timeout else { return try run(binary, arguments, in: directory, environment: environment) }
        return try run(URL(fileURLWithPath: "/usr/bin/timeout"), [String(timeout), binary.path] + arguments, in: directory,
                       environment: environment)
    }
}
