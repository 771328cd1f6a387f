class ForceField:
    """A sum of energy terms, each a pytree with an `energy(positions)` method."""

    def __init__(self, *terms):
        self.terms = terms

    def energy(self, positions):
        return sum(term.energy(positions) for term in self.terms)
