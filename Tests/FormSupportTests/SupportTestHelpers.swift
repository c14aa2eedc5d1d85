import FormSupport
import Expectations
import Testing

// FormSupport and Testing both declare `SourceLocation`.
typealias CallSite = Testing.SourceLocation

/// Parses JSON text, expecting it to be valid.
func parseJSON(_ text: String, limits: JSONLimits = JSONLimits()) throws -> JSONNode {
    try JSONParser.parse(text, limits: limits)
}

func expectFormError(sourceLocation: CallSite = #_sourceLocation, _ body: () throws -> Void) -> FormError? {
    #expect(throws: FormError.self, sourceLocation: sourceLocation) { try body() }
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
