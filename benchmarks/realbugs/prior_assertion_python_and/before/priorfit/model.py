import jax.numpy as jnp


class FitException(Exception):
    pass


class PriorModel:
    def __init__(self, priors):
        self.priors = priors
        self.assertions = []

    def add_assertion(self, assertion):
        self.assertions.append(assertion)

    def instance_from_unit_vector(self, unit):
        return {name: lo + (hi - lo) * unit[i] for i, (name, (lo, hi)) in enumerate(self.priors.items())}

    def check_assertions(self, arguments):
        for assertion in self.assertions:
            if not assertion(arguments):  # expect: JXL101
                raise FitException(f"assertion {assertion} failed")

    @property
    def prior_count(self):
        return len(self.priors)


def gaussian_profile(radius, sigma, intensity):
    return intensity * jnp.exp(-0.5 * (radius / sigma) ** 2)
