class FixedEdges:
    """Dirichlet condition: every edge of the plate held at one temperature."""

    def __init__(self, temperature=0.0):
        self.temperature = temperature

    def apply(self, u):
        return (u.at[0, :].set(self.temperature)
                .at[-1, :].set(self.temperature)
                .at[:, 0].set(self.temperature)
                .at[:, -1].set(self.temperature))
