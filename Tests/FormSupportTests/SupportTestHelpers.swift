import FormSupport
import Expectations
import Testing

// FormSupport and Testing both declare `SourceLocation`.
typealias CallSite = Testing.SourceLocation

func expectFormError(sourceLocation: CallSite = #_sourceLocation, _ body: () throws -> Void) -> FormError? {
    #expect(throws: FormError.self, sourceLocation: sourceLocation) { try body() }
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
