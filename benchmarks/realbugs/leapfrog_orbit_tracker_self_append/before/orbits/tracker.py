import jax.numpy as jnp


class OrbitTracker:
    """Keeps the positions visited by the integrator, for plotting."""

    def __init__(self):
        self.history = []

    def record(self, t, pos):
        self.history.append((t, pos))  # expect: JXL202

    def path(self):
        return jnp.stack([pos for _, pos in self.history])

    def times(self):
        return jnp.stack([t for t, _ in self.history])
