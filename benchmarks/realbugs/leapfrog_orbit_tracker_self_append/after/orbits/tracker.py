import jax.numpy as jnp


class OrbitTracker:
    """Keeps the positions visited by the integrator, for plotting."""

    def __init__(self):
        self.history = []

    def record_path(self, times, path):
        self.history.extend(zip(times, path))

    def path(self):
        return jnp.stack([pos for _, pos in self.history])

    def times(self):
        return jnp.stack([t for t, _ in self.history])
