import jax


class Harmonic:
    """U(x) = k x^2 / 2 per coordinate: the Boltzmann distribution has variance kT / k."""

    def __init__(self, stiffness=1.0):
        self.stiffness = stiffness

    def energy(self, x):
        return 0.5 * self.stiffness * (x**2).sum()

    def force(self, x):
        return -jax.grad(self.energy)(x)
