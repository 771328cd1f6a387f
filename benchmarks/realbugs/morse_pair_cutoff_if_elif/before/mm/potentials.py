import jax.numpy as jnp


class MorsePair:
    """Morse potential, zero beyond `cutoff`, a harmonic wall below `r_wall`."""

    def __init__(self, depth, width, r_eq, cutoff, r_wall):
        self.depth = depth
        self.width = width
        self.r_eq = r_eq
        self.cutoff = cutoff
        self.r_wall = r_wall

    def morse(self, r):
        return self.depth * (1.0 - jnp.exp(-self.width * (r - self.r_eq))) ** 2 - self.depth

    def energy(self, r):
        if r > self.cutoff:  # expect: JXL101
            return jnp.zeros_like(r)
        elif r < self.r_wall:  # expect: JXL101
            return self.morse(self.r_wall) + 50.0 * (self.r_wall - r) ** 2
        return self.morse(r) - self.morse(self.cutoff)
