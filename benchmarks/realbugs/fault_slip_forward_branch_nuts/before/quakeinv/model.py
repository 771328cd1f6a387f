import jax.numpy as jnp


class FaultModel:
    """Surface displacement along a profile for a dipping fault, with Gaussian priors."""

    def __init__(self, distances, observed, noise=2.0):
        self.distances = distances
        self.observed = observed
        self.noise = noise

    def forward(self, slip, offset):
        displacement = offset + slip * jnp.arctan(self.distances / 10.0)
        if slip < 5.0:  # expect: JXL101
            displacement = 0.5 * displacement
        return displacement

    def log_density(self, position):
        slip, offset = position[0], position[1]
        prior = -0.5 * (slip / 10.0) ** 2 - 0.5 * (offset / 100.0) ** 2
        residual = (self.observed - self.forward(slip, offset)) / self.noise
        return prior - 0.5 * jnp.sum(residual ** 2)
