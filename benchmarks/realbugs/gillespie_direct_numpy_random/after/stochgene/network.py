import jax.numpy as jnp


class ConstitutiveExpression:
    """mRNA made at rate beta and degraded at rate gamma per molecule: 0 -> M, M -> 0."""

    def __init__(self, beta=10.0, gamma=0.5):
        self.beta = beta
        self.gamma = gamma
        # change of the copy number caused by each reaction
        self.updates = jnp.array([1, -1])

    def propensities(self, copies):
        return jnp.array([self.beta, self.gamma * copies])

    def steady_state_mean(self):
        return self.beta / self.gamma
