import jax.numpy as jnp


class MeetingPoint:
    """Two agents on a ring of `size` cells are rewarded for standing on the same cell."""

    def __init__(self, size=8):
        self.size = size

    def reset(self):
        return jnp.array([0, self.size // 2])

    def observe(self, positions):
        return jnp.stack([positions / self.size, positions[::-1] / self.size], axis=1)

    def step(self, positions, actions):
        positions = (positions + actions - 1) % self.size  # actions: 0 left, 1 stay, 2 right
        return positions, jnp.where(positions[0] == positions[1], 1.0, 0.0)
