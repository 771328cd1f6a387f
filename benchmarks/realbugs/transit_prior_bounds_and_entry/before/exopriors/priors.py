import jax.numpy as jnp


class Uniform:
    def __init__(self, low, high):
        self.low = low
        self.high = high

    def log_prob(self, value):
        inside = (value >= self.low) and (value <= self.high)  # expect: JXL103
        return jnp.where(inside, -jnp.log(self.high - self.low), -jnp.inf)


class LogUniform:
    def __init__(self, low, high):
        self.low = low
        self.high = high

    def log_prob(self, value):
        inside = (value >= self.low) & (value <= self.high)
        norm = jnp.log(jnp.log(self.high / self.low))
        return jnp.where(inside, -jnp.log(value) - norm, -jnp.inf)


def joint_log_prior(priors, params):
    """Sum of independent priors; `priors` and `params` are dicts with the same keys."""
    total = 0.0
    for name, prior in priors.items():
        total = total + prior.log_prob(params[name])
    return total
