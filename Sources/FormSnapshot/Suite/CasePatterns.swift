import FormPipeline
import Foundation

/// `snapshot record|verify PATTERN...`: shell globs on case names (`'Login*'`, `'*-compact@2x'`); no
/// pattern takes every case.
public struct CasePatterns: Sendable {
    public var globs: [String]

    public init(_ globs: [String] = []) {
        self.globs = globs
    }

    public var isEmpty: Bool { globs.isEmpty }

    public func matches(_ name: String) -> Bool {
        globs.isEmpty || globs.contains { CaseGlob.matches($0, name) }
    }

    /// The globs that match none of `names`: each is said, as a mistyped name would pass by silently.
    public func unmatched(in names: [String]) -> [String] {
        globs.filter { glob in !names.contains { CaseGlob.matches(glob, $0) } }
    }
}
