import jax.numpy as jnp


class PriorModel:
    def __init__(self, priors):
        self.priors = priors
        self.assertions = []

    def add_assertion(self, assertion):
        self.assertions.append(assertion)

    def instance_from_unit_vector(self, unit):
        return {name: lo + (hi - lo) * unit[i] for i, (name, (lo, hi)) in enumerate(self.priors.items())}

    def assertions_satisfied(self, arguments):
        """A boolean array, so it can be evaluated on traced samples under jit and vmap."""
        satisfied = jnp.asarray(True)
        for assertion in self.assertions:
            satisfied = jnp.logical_and(satisfied, assertion(arguments))
        return satisfied

    @property
    def prior_count(self):
        return len(self.priors)


def gaussian_profile(radius, sigma, intensity):
    return intensity * jnp.exp(-0.5 * (radius / sigma) ** 2)
