class FixedEdges:
    """Dirichlet condition: every edge of the plate held at one temperature."""

    def __init__(self, temperature=0.0):
        self.temperature = temperature

    def apply(self, u):
        u[0, :] = self.temperature  # expect: JXL301
        u[-1, :] = self.temperature  # expect: JXL301
        u[:, 0] = self.temperature  # expect: JXL301
        u[:, -1] = self.temperature  # expect: JXL301
        return u
